import type { z } from 'zod';
import { ALERTS_ACTIVE_LIMIT, type Alert, type createAlertRequestSchema, type updateAlertRequestSchema } from '@platform/shared/alerts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/public.ts';
import { countActiveAlerts, deleteAlert, findAccountAlert, insertAlert, listAccountAlerts, updateAlert } from './alert.repository.ts';
import type { AccountRef } from '../accounts/public.ts';
import { rowView } from './alert.view.ts';
import { alertPricePts } from './alert-price.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import { ALERT_CHANGED_CHANNEL, type AlertChangedMessage } from './alert-channel.ts';

const notFound = () => AppError.notFound('Alert not found.');
const limitReached = () =>
  new AppError(
    'ALERT_LIMIT_REACHED',
    409,
    `You already have ${ALERTS_ACTIVE_LIMIT} active alerts, the most allowed. Delete some before adding another.`,
    { limit: ALERTS_ACTIVE_LIMIT },
  );

/**
 * Price alerts of one trader. Storage is the truth; each change is announced on the bus so the
 * engine leader (on whichever instance) re-arms the alert from storage.
 */
export function createAlertService(ctx: AppContext, market: MarketService) {
  // One trader's alert writes run one at a time on this instance; the user row's lock orders them across instances.
  const oneAtATime = createKeyedQueue();
  const lockTrader = async (trx: Db, userId: number) => {
    if (ctx.dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  };
  const announce = (alertId: number) => ctx.bus.publish(ALERT_CHANGED_CHANNEL, { alertId } satisfies AlertChangedMessage);

  function sheetOf(symbol: string) {
    const sheet = market.getSymbol(symbol.toUpperCase());
    if (!sheet) throw AppError.validation({ symbol: [`Unknown symbol ${symbol}.`] });
    return sheet;
  }

  function expiryAt(expires: string | null, now: number): number | null {
    if (expires === null) return null;
    const at = Date.parse(expires);
    if (at <= now) throw AppError.validation({ expires_at: ['Expiry must be in the future.'] });
    return at;
  }

  /** The alerts of one trading account (each account keeps its own; the active-alert limit is the trader's). */
  async function list({ accountId }: AccountRef): Promise<Alert[]> {
    return (await listAccountAlerts(ctx.db, accountId)).map(rowView);
  }

  async function create({ userId, accountId }: AccountRef, request: z.output<typeof createAlertRequestSchema>): Promise<Alert> {
    const sheet = sheetOf(request.symbol);
    const now = ctx.clock.now();
    const expiresAt = expiryAt(request.expires_at, now);
    const pricePts = alertPricePts(market, sheet, request.price);
    const row = await oneAtATime(String(userId), () =>
      ctx.db.transaction().execute(async (trx) => {
        await lockTrader(trx, userId);
        if ((await countActiveAlerts(trx, userId)) >= ALERTS_ACTIVE_LIMIT) throw limitReached();
        return insertAlert(trx, {
          userId,
          accountId,
          symbol: sheet.symbol,
          condition: request.condition,
          pricePts,
          digits: sheet.digits,
          note: request.note,
          repeating: request.repeating ? 1 : 0,
          cooldownSeconds: request.cooldown_seconds,
          expiresAt,
          status: 'active',
          triggerCount: 0,
          lastTriggeredAt: null,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
      }),
    );
    announce(row.id);
    return rowView(row);
  }

  /** Any edit re-arms the alert: a triggered or expired alert becomes active again. */
  async function update({ userId, accountId }: AccountRef, id: number, request: z.output<typeof updateAlertRequestSchema>): Promise<Alert> {
    const now = ctx.clock.now();
    const row = await oneAtATime(String(userId), () =>
      ctx.db.transaction().execute(async (trx) => {
        await lockTrader(trx, userId);
        const current = await findAccountAlert(trx, accountId, id);
        if (!current) throw notFound();
        const pricePts =
          request.price !== undefined
            ? alertPricePts(market, { symbol: current.symbol, digits: current.digits }, request.price)
            : undefined;
        if (current.status !== 'active' && (await countActiveAlerts(trx, userId)) >= ALERTS_ACTIVE_LIMIT) throw limitReached();
        return updateAlert(
          trx,
          id,
          {
            status: 'active',
            ...(request.condition !== undefined ? { condition: request.condition } : {}),
            ...(pricePts !== undefined ? { pricePts } : {}),
            ...(request.note !== undefined ? { note: request.note } : {}),
            ...(request.repeating !== undefined ? { repeating: request.repeating ? 1 : 0 } : {}),
            ...(request.cooldown_seconds !== undefined ? { cooldownSeconds: request.cooldown_seconds } : {}),
            ...(request.expires_at !== undefined ? { expiresAt: expiryAt(request.expires_at, now) } : {}),
          },
          now,
        );
      }),
    );
    announce(id);
    return rowView(row);
  }

  async function remove({ accountId }: AccountRef, id: number): Promise<void> {
    const current = await findAccountAlert(ctx.db, accountId, id);
    if (!current) throw notFound();
    await deleteAlert(ctx.db, id);
    announce(id);
  }

  return { list, create, update, remove };
}
