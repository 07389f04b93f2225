import { randomUUID } from 'node:crypto';
import type { EngineHost } from '../../src/engine-host/engine-host.ts';

/** Moves a trader's (default account's: its id is the user id in a fresh test store) balance by `amountCents` through the engine (a staff adjustment), on the engine's instance. */
export async function fund(trading: EngineHost, userId: number, amountCents: number): Promise<void> {
  await trading.runtime.moveFunds({
    opId: `test:${randomUUID()}`,
    accountId: userId,
    kind: 'adjustment',
    amountCents,
    allowNegative: true,
  });
}

/** Sets a trader's balance to `cents` through the engine. */
export async function setBalance(trading: EngineHost, userId: number, cents: number): Promise<void> {
  const { balanceCents } = trading.runtime.engine().accountFigures(userId)!;
  if (cents !== balanceCents) await fund(trading, userId, cents - balanceCents);
}

/** Holds `cents` as if a withdrawal were pending, through the engine. */
export async function hold(trading: EngineHost, userId: number, cents: number): Promise<void> {
  await trading.runtime.moveFunds({ opId: `test:${randomUUID()}`, accountId: userId, kind: 'hold', amountCents: cents });
}
