// Loaded when the trader turns browser notifications on or off, never with the first view.
import type { PushSubscriptionInput } from '@platform/shared/notifications';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/push-subscriptions.ts';

export type PushOutcome = 'on' | 'off' | 'denied' | 'unsupported';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks for permission, subscribes this browser with the server's key and hands the subscription to the server. */
export async function turnOnPush(): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { public_key } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function turnOffPush(): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration('/sw.js');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** Whether this browser holds a push subscription now. */
export async function isPushOn(): Promise<boolean> {
  if (!supported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration('/sw.js');
  return Boolean(await registration?.pushManager.getSubscription());
}
