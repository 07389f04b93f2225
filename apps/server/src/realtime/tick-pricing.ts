import type { Tick } from '@platform/shared/ticks';

/** The prices one set of screens reads: a client group's (its markup applied), priced once per flush for all of them. */
export interface TickList {
  key: string;
  price(ticks: Tick[]): Tick[];
}

/** Which prices the screens of a trading account read (null: the feed's); told when groups change or accounts move. */
export interface TickPricing {
  listOf(accountId: number): Promise<TickList | null>;
  onChange(listener: (accountIds: number[]) => void): () => void;
}

/** The feed's prices: visitors, and traders whose group adds no markup. */
export const FEED_LIST: TickList = { key: 'feed', price: (ticks) => ticks };

/** What the socket server keeps on a socket for the broadcaster: its owner, once the handshake's token is read. */
export interface PricedSocketData {
  userId?: number;
  /** The trading account the screen reads (the handshake's `auth.account`, else the owner's default one). */
  accountId?: number;
  /** Resolves with that account (null: a visitor, or a trader without one) once the connection handler has read the token. */
  identified?: Promise<number | null>;
  priceList?: TickList;
}
