/** A trader's room: events about the login (transactions, alerts, sessions), on every screen of theirs. */
export const userRoom = (userId: number) => `account.${userId}`;

/** A trading account's room: its orders, figures and margin calls, on the screens showing that account. */
export const tradingRoom = (accountId: number) => `trading.${accountId}`;
