import type { AppContext } from '../../app-context.ts';
import { runForLeadership } from '../../lib/leadership.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { createChainWatcher, type ChainWatcher } from './chain-watcher.ts';
import { chainReaderOf } from './chain-readers.ts';
import { createPayer, type Payer, type PayerFaults } from './payer.ts';
import type { PayoutService } from './payout-approval.ts';

/**
 * The chain watcher as a leader-held role: one instance of the cluster follows the networks (the
 * PostgreSQL advisory lock 'cashier-watcher'); it steps down when its lock goes and another takes
 * over from the stored cursor. Off (nothing started) until a network has a node and an xpub or a hot
 * wallet; the payers (one per hot wallet) run in the same rounds, so one instance signs per wallet.
 */
export async function startCashier(
  ctx: AppContext,
  engineHost: EngineHost,
  usdRate: (coin: string) => number | undefined,
  payouts?: PayoutService,
  faults?: PayerFaults,
): Promise<() => Promise<void>> {
  const { networks, pollMs, maxBlockRange } = ctx.config.cashier;
  const payers: Payer[] = [...(payouts?.wallets.values() ?? [])].map((wallet) =>
    createPayer({
      ctx,
      wallet,
      payouts: payouts!,
      engineHost,
      confirmations: ctx.config.cashier.payouts.wallets.find((config) => config.chain === wallet.chain)!.confirmations,
      feeRaiseBlocks: ctx.config.cashier.payouts.feeRaiseBlocks,
      faults,
    }),
  );
  if (networks.length === 0 && payers.length === 0) return async () => {};
  const watchers: ChainWatcher[] = networks.map((network) =>
    createChainWatcher({
      ctx,
      network,
      reader: chainReaderOf(network),
      engineHost,
      usdRate,
      maxBlockRange,
    }),
  );
  let leading = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function round(): Promise<void> {
    for (const watcher of watchers) {
      if (!leading) return;
      // A node or database away fails this round only; the next one starts from the stored cursor.
      await watcher.step().catch((error: unknown) => ctx.log.warn({ err: error }, 'chain watcher step failed'));
    }
    for (const payer of payers) {
      if (!leading) return;
      // The same for payouts: a signed one not yet sent is sent (the same bytes) on the next round.
      await payer.step().catch((error: unknown) => ctx.log.warn({ err: error }, 'payer step failed'));
    }
  }
  function schedule(): void {
    if (!leading) return;
    timer = setTimeout(() => {
      running = round().finally(schedule);
    }, pollMs);
  }

  const election = await runForLeadership(ctx, 'cashier-watcher', {
    async lead() {
      leading = true;
      schedule();
    },
    async stepDown() {
      leading = false;
      clearTimeout(timer);
      await running;
    },
  });
  return async () => {
    leading = false;
    clearTimeout(timer);
    await running;
    await election.stop();
  };
}
