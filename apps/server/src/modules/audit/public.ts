// The audit module's public face: other modules import it through this file only (the lint says so).
export { listAudit } from './audit.repository.ts';
export { recordAudit, staffActorSchema, toAuditEntry, type AuditedAction, type StaffActor } from './audit.service.ts';
