import { z } from 'zod';
import { defineLeaderCommand } from '../../../engine-host/engine-host.ts';
import { orderView } from '../order.view.ts';
import { stopsInputSchema } from '../stops-input.ts';
import { callerFields, marketOpenFor, once, runOrderCommand } from './command-kit.ts';

const orderId = z.number().int().positive();

/** POST /api/order/cancel: a pending order. */
export const cancelOrder = defineLeaderCommand({
  name: 'trading.cancel-order',
  input: z.object({ ...callerFields, orderId }),
  async run({ userId, accountId, orderId, key }, leader) {
    const caller = { accountId, userId };
    return once(leader, caller, key, { cancel: orderId }, async () => {
      const now = leader.ctx.clock.now();
      const { value, effects } = await runOrderCommand(leader, caller, orderId, () => leader.engine().cancel({ accountId, orderId, now }));
      return {
        effects,
        body: { status: 'success' as const, message: 'Order cancelled.', data: { order: orderView(value, leader.engine()) } },
      };
    });
  },
});

/** PATCH /api/order/{id}/sl-tp: stop loss, take profit, staged take-profits, trailing stop and break-even. */
export const modifyStops = defineLeaderCommand({
  name: 'trading.modify-stops',
  input: z.object({ ...callerFields, orderId, stops: stopsInputSchema }),
  async run({ userId, accountId, orderId, stops, key }, leader) {
    const caller = { accountId, userId };
    return once(leader, caller, key, { stops: orderId, ...stops }, async () => {
      const now = leader.ctx.clock.now();
      const { value, effects } = await runOrderCommand(leader, caller, orderId, () =>
        leader.engine().modifyStops({ ...stops, accountId, orderId, now, marketOpen: marketOpenFor(leader, orderId, now) }),
      );
      const order = orderView(value, leader.engine());
      return { effects, body: { status: 'success' as const, message: 'Stop loss and take profit updated.', data: { order } } };
    });
  },
});

/** What a pending order's edit changes; an absent field is kept, `expiryAt` null removes the expiry. */
export const pendingChangeSchema = z.object({
  triggerPrice: z.number().finite().optional(),
  limitPrice: z.number().finite().optional(),
  expiryAt: z.number().int().nullable().optional(),
});

/** PATCH /api/order/{id}/trigger: a pending order's trigger, stop-limit limit price or expiry. */
export const modifyTrigger = defineLeaderCommand({
  name: 'trading.modify-trigger',
  input: z.object({ ...callerFields, orderId, change: pendingChangeSchema }),
  async run({ userId, accountId, orderId, change, key }, leader) {
    const caller = { accountId, userId };
    return once(leader, caller, key, { trigger: orderId, ...change }, async () => {
      const now = leader.ctx.clock.now();
      const { value, effects } = await runOrderCommand(leader, caller, orderId, () =>
        leader.engine().modifyTrigger({ ...change, accountId, orderId, now, marketOpen: marketOpenFor(leader, orderId, now) }),
      );
      const order = orderView(value, leader.engine());
      const message = change.triggerPrice === undefined && change.limitPrice === undefined ? 'Expiry updated.' : 'Trigger price updated.';
      return { effects, body: { status: 'success' as const, message, data: { order } } };
    });
  },
});
