import { z } from 'zod';

/** The plain acknowledgement of a call that changes something and has nothing else to say. */
export const okSchema = z.object({ status: z.literal('success') });
export type Ok = z.infer<typeof okSchema>;

/** An acknowledgement with the text the screen shows. */
export const okMessageSchema = okSchema.extend({ message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;

/** A 204: no body. */
export const noContentSchema = z.undefined();
