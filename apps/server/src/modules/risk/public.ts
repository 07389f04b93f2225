// The risk module's public face (issue 30): other modules import it through this file only (the lint says so).
export { RISK_ALERT_CHANNEL, RISK_EXPOSURE_CHANNEL } from './risk-channels.ts';
// The limit watch (a crossing once, re-armed below REARM_SHARE): the hedging desk watches its uncovered exposure with it.
export { LimitWatch, netUnder, type Crossing } from './limit-watch.ts';
export type { RiskLimit } from './risk.repository.ts';
// Who is on the dealing desk: the risk desk's limit alerts and the hedging desk's alerts tell the same people.
export { DESK_ROLES, deskStaff } from './desk-staff.ts';
