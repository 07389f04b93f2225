// The auth module's public face: other modules import it through this file only (the lint says so).
export { isUniqueViolation } from './auth.service.ts';
export { type UsersTable } from './auth.tables.ts';
export { createMoneyGate } from './money-gate.ts';
export { announceSessionsRevoked, announceUserChanged } from './session-events.ts';
export { revokeUserSessions } from './session.repository.ts';
export { findUserByEmail, findUserById, insertUser, updateUser, userFromRow, type User } from './user.repository.ts';
export { splitFullName, toMe } from './user.view.ts';
export { callerOf } from './caller.ts';
export { voidAllOneTimeTokens } from './one-time-token.repository.ts';
export { SECURITY_CHANGE_MAIL } from './security-change-mail.ts';
export { onSessionEvent } from './session-events.ts';
export { creditDemoFunds } from './demo-credit.ts';
