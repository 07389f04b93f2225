/**
 * The trading account a call is for, as the route resolved it from the request (owned by the
 * signed-in trader): the engine keys by `accountId`; `userId` is its owner.
 */
export interface AccountRef {
  accountId: number;
  userId: number;
}
