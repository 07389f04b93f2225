import type { Db } from '../../db/database.ts';

export async function listFavourites(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('symbol')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('symbol')
    .execute();
  return rows.map((r) => r.symbol);
}

/** Adding a favourite twice keeps the first one. */
export async function addFavourite(db: Db, userId: number, symbol: string, now: number): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, symbol, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: number, symbol: string): Promise<number> {
  const result = await db.deleteFrom('favourites').where('user_id', '=', userId).where('symbol', '=', symbol).executeTakeFirst();
  return Number(result.numDeletedRows);
}
