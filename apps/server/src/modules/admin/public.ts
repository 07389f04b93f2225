// The admin module's public face: other modules import it through this file only (the lint says so).
export { auditWithin } from './audit-within.ts';
