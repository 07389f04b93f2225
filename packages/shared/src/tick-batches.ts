// No zod here: the web app's first view reads this constant (issue 16's first-load budget).

/**
 * What a client puts in its handshake (`io(url, { auth: { ...TICK_BATCHES_HANDSHAKE } })`) to get
 * one 'ticks' event per flush (an array of every symbol that moved) instead of one 'tick' per symbol.
 */
export const TICK_BATCHES_HANDSHAKE = { ticks: 'batch' } as const;
