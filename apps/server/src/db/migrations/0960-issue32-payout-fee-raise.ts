import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * A payout stuck on the chain (its fee too low) is replaced at the same nonce with a higher fee:
 * the block it was last sent at (how long it has waited), the hashes it replaced (any of them may
 * still be mined, so the payer follows them all), and on the withdrawal when its fee was last raised
 * (the timeline's step).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').addColumn('sent_at_block', int64).execute();
  /** Earlier hashes of the same nonce, oldest first, separated by commas. */
  await db.schema.alterTable('payouts').addColumn('replaced_hashes', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('fee_raised_at', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('fee_raised_at').execute();
  await db.schema.alterTable('payouts').dropColumn('replaced_hashes').execute();
  await db.schema.alterTable('payouts').dropColumn('sent_at_block').execute();
}
