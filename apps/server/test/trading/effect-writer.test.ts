import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { EffectWriter, type PersistJob } from '../../src/engine-host/effect-writer.ts';
import type { EngineOrder } from '../../src/engine/types.ts';

function openOrder(id: number, accountId: number): EngineOrder {
  return {
    id,
    accountId,
    userId: accountId,
    symbol: 'EURUSD',
    side: 'buy',
    orderType: 'market',
    status: 'open',
    volumeUnits: 1000,
    leverage: 100,
    openPts: 108_000,
    requestedPts: null,
    triggerPts: null,
    expiryAt: null,
    stopLossPts: null,
    takeProfitPts: null,
    trailingStopPts: null,
    breakEvenPts: null,
    breakEvenOffsetPts: 0,
    ocoOrderId: null,
    positionId: null,
    trailingActivationPts: null,
    takeProfitLevels: [],
    limitPts: null,
    stopReachedAt: null,
    stopOut: null,
    closePts: null,
    marginCents: 1080,
    swapCents: 0,
    commissionCents: 0,
    profitCents: null,
    closeReason: null,
    queued: false,
    createdAt: 1_000,
    openedAt: 1_000,
    closedAt: null,
    fillLatencyMs: 1,
    digits: 5,
    version: 0,
  };
}

const opened = (order: EngineOrder): PersistJob => ({ effects: [{ type: 'order', event: 'filled', order, created: true }] });

describe(`effect writer: one transaction per event-loop turn [${dialectName}]`, () => {
  let t: TestApp;
  let accountId: number;
  let writer: EffectWriter;
  const committed: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    const { email } = await signUpTrader(t.app);
    accountId = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    writer = new EffectWriter(
      t.ctx.db,
      t.ctx.clock,
      t.ctx.log,
      async () => undefined,
      (job) => committed.push(...job.effects.map((effect) => (effect.type === 'order' ? effect.order.id : 0))),
      () => undefined,
    );
  });
  afterAll(() => t.close());

  const storedIds = async (ids: number[]) =>
    (await t.ctx.db.selectFrom('orders').select('id').where('id', 'in', ids).orderBy('id').execute()).map((row) => row.id);

  it('results submitted in the same turn, when persisted, then commit together in one transaction, in order', async () => {
    const transaction = vi.spyOn(t.ctx.db, 'transaction');
    // Each with a write of its own (as a rollover's claim is), so the batch needs a transaction.
    const withExtra = (order: EngineOrder): PersistJob => ({ ...opened(order), extra: async () => undefined });
    await Promise.all([writer.submit(withExtra(openOrder(900_001, accountId))), writer.submit(withExtra(openOrder(900_002, accountId)))]);
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(await storedIds([900_001, 900_002])).toEqual([900_001, 900_002]);
    expect(committed).toEqual([900_001, 900_002]);
  });

  it('new orders with their Idempotency-Key answers, when submitted in one turn, then both are stored (one statement on PostgreSQL, no transaction)', async () => {
    const transaction = vi.spyOn(t.ctx.db, 'transaction');
    const keyed = (order: EngineOrder, key: string): PersistJob => ({
      ...opened(order),
      answers: [{ userId: accountId, key, requestHash: 'h', statusCode: 200, body: { order: order.id }, createdAt: 1_000 }],
    });
    await Promise.all([
      writer.submit(keyed(openOrder(900_011, accountId), 'k-11')),
      writer.submit(keyed(openOrder(900_012, accountId), 'k-12')),
    ]);
    expect(transaction).toHaveBeenCalledTimes(dialectName === 'postgres' ? 0 : 1);
    transaction.mockRestore();
    expect(await storedIds([900_011, 900_012])).toEqual([900_011, 900_012]);
    const answers = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select(['key', 'response_body'])
      .where('user_id', '=', accountId)
      .orderBy('key')
      .execute();
    expect(answers).toEqual([
      { key: 'k-11', response_body: '{"order":900011}' },
      { key: 'k-12', response_body: '{"order":900012}' },
    ]);
  });

  it('a batch with one result storage refuses, when persisted, then the good result is stored exactly once and the bad one rejected', async () => {
    const good = writer.submit(opened(openOrder(900_003, accountId)));
    const duplicate = writer.submit(opened(openOrder(900_001, accountId))); // that id is stored already
    await expect(good).resolves.toBeUndefined();
    await expect(duplicate).rejects.toThrow();
    expect(await storedIds([900_001, 900_003])).toEqual([900_001, 900_003]);
    const rows = await t.ctx.db.selectFrom('orders').select('id').where('id', '=', 900_003).execute();
    expect(rows).toHaveLength(1);
  });
});
