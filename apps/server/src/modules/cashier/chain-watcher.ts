import { CASHIER_MESSAGES } from '@platform/shared/cashier';
import { coinOnNetwork } from '@platform/shared/crypto-networks';
import type { Chain } from '@platform/shared/settings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import {
  creditChainDeposit,
  dropChainDeposit,
  insertChainDeposit,
  setConfirmations,
  setConfirmationsOf,
  toTransaction,
  type TransactionRecord,
} from '../banking/public.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { usdCentsOf, type ChainReader, type SeenTransfer } from './chain-transfer.ts';
import {
  confirmingTransfers,
  knownTransfers,
  moveTransferBlock,
  readCursor,
  saveCursor,
  setTransferStatus,
  type ChainTransferRow,
} from './chain-transfers.repository.ts';
import { watchedAddresses } from './deposit-address.repository.ts';

export interface WatchedNetwork {
  chain: Chain;
  confirmations: number;
}

export interface ChainWatcherDeps {
  ctx: AppContext;
  network: WatchedNetwork;
  reader: ChainReader;
  engineHost: EngineHost;
  /** USD per coin from the feed; undefined while it has no quote. */
  usdRate: (coin: string) => number | undefined;
  maxBlockRange: number;
}

/**
 * One network's watcher (run by the cashier's leader only). Each step scans the blocks since the
 * stored cursor for transfers to the platform's addresses, records each once (unique on tx hash and
 * log index) as a pending deposit, then follows every unconfirmed one: gone from the chain → refused
 * (nothing moves); at the required confirmations → credited through the engine, whose verdict id
 * `tx:{id}:verdict` applies once even if this instance dies between the credit and its bookkeeping.
 */
export function createChainWatcher({ ctx, network, reader, engineHost, usdRate, maxBlockRange }: ChainWatcherDeps) {
  const { chain } = network;

  async function step(): Promise<void> {
    const head = await reader.head();
    let next = await startBlock(head);
    if (next <= head) {
      const accounts = await watchedAddresses(ctx.db, chain);
      const watched = new Set(accounts.keys());
      while (next <= head) {
        const to = Math.min(head, next + maxBlockRange - 1);
        await record(await reader.transfersIn(next, to, watched), accounts, head);
        next = to + 1;
        await saveCursor(ctx.db, chain, { nextBlock: next, lastHash: await reader.blockHash(to) }, ctx.clock.now());
      }
    }
    await followConfirming(head);
  }

  /**
   * Every unconfirmed transfer, a block at a time: the node is asked for the hash of each block that
   * holds one (not for each transfer's receipt), and a transfer still in a block with the hash it was
   * seen in is still on the chain. Only a transfer whose block changed (a reorganisation), and a
   * native one (a plain transaction can revert), is looked up on its own.
   */
  async function followConfirming(head: number): Promise<void> {
    const byBlock = new Map<number, ChainTransferRow[]>();
    for (const transfer of await confirmingTransfers(ctx.db, chain)) {
      const block = Number(transfer.block_number);
      byBlock.set(block, [...(byBlock.get(block) ?? []), transfer]);
    }
    for (const [block, transfers] of byBlock) {
      const hash = await reader.blockHash(block);
      const inPlace: ChainTransferRow[] = [];
      for (const transfer of transfers) {
        if (hash === transfer.block_hash && transfer.log_index >= 0) inPlace.push(transfer);
        else await follow(transfer, head);
      }
      await advance(inPlace, Math.max(0, head - block + 1));
    }
  }

  /** Transfers of one block still where they were seen: credited at the required confirmations, else their count moves on. */
  async function advance(transfers: ChainTransferRow[], confirmations: number): Promise<void> {
    if (transfers.length === 0) return;
    if (confirmations >= network.confirmations) {
      // One after another: a trader's deposits may pay their referrer's reward, which the engine applies once.
      for (const transfer of transfers) await credit(transfer);
      return;
    }
    const moved = await setConfirmationsOf(
      ctx.db,
      transfers.map((transfer) => transfer.transaction_id),
      confirmations,
    );
    if (moved.length === 0) return;
    const { explorers } = await ctx.settings.get();
    for (const row of moved) publishToAccount(ctx.bus, row.userId, 'transaction-updated', toTransaction(row, explorers));
  }

  async function credit(transfer: ChainTransferRow): Promise<void> {
    await setConfirmations(ctx.db, transfer.transaction_id, network.confirmations);
    await settle(transfer, 'credited', () => creditChainDeposit(engineHost, transfer.transaction_id));
  }

  /**
   * Where this step scans from: the stored cursor, or the current block on the first start (the
   * platform's addresses are new). When the block before the cursor is no longer the one scanned, a
   * reorganisation replaced it: the unconfirmed window is read again (known transfers are skipped).
   */
  async function startBlock(head: number): Promise<number> {
    const cursor = await readCursor(ctx.db, chain);
    if (!cursor) return head;
    if (cursor.lastHash === null || cursor.nextBlock === 0) return cursor.nextBlock;
    const hash = await reader.blockHash(cursor.nextBlock - 1);
    return hash === cursor.lastHash ? cursor.nextBlock : Math.max(0, cursor.nextBlock - network.confirmations - 1);
  }

  /** A range's new transfers, each once (known ones, read again after a reorganisation or a failed step, are skipped), in one transaction. */
  async function record(
    transfers: SeenTransfer[],
    accounts: ReadonlyMap<string, { accountId: number; userId: number }>,
    head: number,
  ): Promise<void> {
    const known = await knownTransfers(ctx.db, chain, [...new Set(transfers.map((transfer) => transfer.txHash))]);
    const now = ctx.clock.now();
    const fresh: Array<{ transfer: SeenTransfer; rate: number; usdCents: number }> = [];
    for (const transfer of transfers) {
      if (known.has(`${transfer.txHash}|${transfer.logIndex}`)) continue;
      const pair = coinOnNetwork(transfer.coin, chain)!;
      const rate = pair.stable ? 1 : usdRate(transfer.coin);
      // Without a rate the step fails and the range is read again on the next one.
      if (rate === undefined) throw new Error(`no USD rate for ${transfer.coin} yet`);
      const usdCents = usdCentsOf(transfer.units, pair.decimals, rate);
      if (usdCents > 0) fresh.push({ transfer, rate, usdCents });
    }
    if (fresh.length === 0) return;
    const deposits = await ctx.db.transaction().execute(async (trx) => {
      const rows: TransactionRecord[] = [];
      for (const { transfer, rate, usdCents } of fresh) {
        const row = await insertChainDeposit(trx, {
          ...accounts.get(transfer.to)!,
          currency: transfer.coin,
          amountCents: usdCents,
          chain,
          address: transfer.to,
          txHash: transfer.txHash,
          confirmations: Math.max(0, head - transfer.blockNumber + 1),
          confirmationsRequired: network.confirmations,
          now,
        });
        await trx
          .insertInto('chain_transfers')
          .values({
            chain,
            tx_hash: transfer.txHash,
            log_index: transfer.logIndex,
            coin: transfer.coin,
            to_address: transfer.to,
            amount_units: transfer.units.toString(),
            block_number: transfer.blockNumber,
            block_hash: transfer.blockHash,
            transaction_id: row.id,
            status: 'confirming',
            usd_cents: usdCents,
            usd_rate: String(rate),
            created_at: now,
          })
          .execute();
        rows.push(row);
      }
      return rows;
    });
    const { explorers } = await ctx.settings.get();
    for (const deposit of deposits) publishToAccount(ctx.bus, deposit.userId, 'transaction-updated', toTransaction(deposit, explorers));
  }

  async function follow(transfer: ChainTransferRow, head: number): Promise<void> {
    const place = await reader.placeOf(transfer.tx_hash);
    if (!place) {
      await settle(transfer, 'dropped', () => dropChainDeposit(engineHost, transfer.transaction_id, CASHIER_MESSAGES.reorganised));
      return;
    }
    if (place.blockHash !== transfer.block_hash) await moveTransferBlock(ctx.db, transfer.id, place.blockNumber, place.blockHash);
    await advance([transfer], Math.max(0, head - place.blockNumber + 1));
  }

  /** The verdict once; a verdict already given (this instance died after it) only finishes the bookkeeping. */
  async function settle(transfer: ChainTransferRow, status: 'credited' | 'dropped', verdict: () => Promise<unknown>): Promise<void> {
    try {
      await verdict();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ALREADY_REVIEWED')) throw error;
    }
    await setTransferStatus(ctx.db, transfer.id, status);
  }

  return { step };
}
export type ChainWatcher = ReturnType<typeof createChainWatcher>;
