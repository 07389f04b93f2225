// The trader's follow-up inside a ticket: its own file, so the first view (which reads tickets' socket events) does not carry it.
import { z } from 'zod';
import { SUPPORT_MESSAGES } from './support.ts';

export const TICKET_CLOSED_FOR_TRADER = 'This ticket is closed. Please open a new request.';

/** `POST /api/support/tickets/{id}/replies`: the trader's follow-up; a retry with the same `request_id` lands once. */
export const traderReplyRequestSchema = z.object({
  message: z.string({ error: SUPPORT_MESSAGES.message }).trim().min(1, SUPPORT_MESSAGES.message).max(5000, 'At most 5000 characters.'),
  request_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id: 8 to 64 letters, digits, - or _.')
    .optional(),
});
export type TraderReplyRequest = z.input<typeof traderReplyRequestSchema>;
