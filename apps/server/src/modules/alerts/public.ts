// The alerts module's public face: other modules import it through this file only (the lint says so).
export { publishAlertEffect } from './alert-effects.ts';
