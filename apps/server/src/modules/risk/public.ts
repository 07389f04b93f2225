// The risk module's public face (issue 30): other modules import it through this file only (the lint says so).
export { RISK_ALERT_CHANNEL, RISK_EXPOSURE_CHANNEL } from './risk-channels.ts';
