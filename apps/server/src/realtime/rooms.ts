/** A trader's room: events about the login (transactions, alerts, sessions), on every screen of theirs. */
export const userRoom = (userId: number) => `account.${userId}`;

/** A trading account's room: its orders, figures and margin calls, on the screens showing that account. */
export const tradingRoom = (accountId: number) => `trading.${accountId}`;

/** The risk desk's room: staff who may open it (dealers, admins) get the book's figures and limit alerts. */
export const STAFF_RISK_ROOM = 'staff.risk';

/** The hedging desk's room: staff who may open it get the FIX session's state and the coverage book. */
export const STAFF_HEDGING_ROOM = 'staff.hedging';
