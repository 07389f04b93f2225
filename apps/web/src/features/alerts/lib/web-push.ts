// Loaded when the trader turns browser notifications on or off, never with the first view.
import type { PushSubscriptionInput } from '@platform/shared/notifications';
import { toast } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
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

/**
 * Whether this browser holds a push subscription now. The service worker is registered here, when
 * the bell first opens, not with the first view (its bytes count against the dashboard's budget).
 */
export async function isPushOn(): Promise<boolean> {
  if (!supported()) return false;
  const registration = await navigator.serviceWorker.register('/sw.js');
  return Notification.permission === 'granted' && Boolean(await registration.pushManager.getSubscription());
}

/** The bell's switch: turns push on or off, says how it went, and answers whether it is on now. */
export async function togglePush(on: boolean): Promise<boolean> {
  try {
    const outcome = on ? await turnOffPush() : await turnOnPush();
    if (outcome === 'on') toast.success(i18n.t('alerts.browserOn'));
    if (outcome === 'denied') toast.warning(i18n.t('alerts.browserDenied'));
    if (outcome === 'unsupported') toast.warning(i18n.t('alerts.browserUnsupported'));
    return outcome === 'on';
  } catch {
    toast.error(i18n.t('alerts.browserFailed'));
    return on;
  }
}
