import { z } from 'zod';

/** The staff member behind an action, as the audit log names them (and as it travels to the engine's instance). */
export const staffActorSchema = z.object({
  /** null for the command line. */
  id: z.number().int().nullable(),
  email: z.string(),
  role: z.string(),
  ip: z.string().nullable(),
});
export type StaffActor = z.output<typeof staffActorSchema>;
