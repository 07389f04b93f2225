import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toast, toastStore } from './toast-store.ts';

afterEach(() => toastStore.getSnapshot().forEach((item) => toast.dismiss(item.id)));

describe('toast store', () => {
  it('show, when given a title only, then queues an info toast that closes after 4000 ms', () => {
    const id = toast.show({ title: 'Order Queued' });
    expect(toastStore.getSnapshot()).toEqual([{ id, title: 'Order Queued', variant: 'info', duration: TOAST_DURATION_MS }]);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('dismiss, when called with an id, then removes only that toast and notifies subscribers', () => {
    let notified = 0;
    const unsubscribe = toastStore.subscribe(() => notified++);
    const first = toast.success('Trade Placed Successfully', 'Your order has been executed.');
    const second = toast.error('Trade Rejected');
    toast.dismiss(first);
    unsubscribe();
    expect(toastStore.getSnapshot().map((item) => item.id)).toEqual([second]);
    expect(notified).toBe(3);
  });

  it('show, when more than five toasts pile up, then keeps the newest five', () => {
    for (let i = 1; i <= 7; i++) toast.warning(`warning ${i}`);
    expect(toastStore.getSnapshot().map((item) => item.title)).toEqual(['warning 3', 'warning 4', 'warning 5', 'warning 6', 'warning 7']);
  });
});
