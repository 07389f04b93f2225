import { z } from 'zod';

export { supportContactsSchema, type SupportContacts } from './settings.ts';

/** Spec §5 "Support" and §8 texts. */
export const SUPPORT_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter your email.',
  emailFormat: 'Enter a valid email address.',
  phone: 'Please enter your contact number.',
  message: 'Please add a message.',
  submitted: 'Your request has been submitted. We’ll get back to you soon.',
  failed: 'Could not submit your request.',
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** `POST /api/support/tickets`. */
export const ticketRequestSchema = z.object({
  name: required(SUPPORT_MESSAGES.name, 120),
  email: required(SUPPORT_MESSAGES.email, 254).pipe(z.email(SUPPORT_MESSAGES.emailFormat)),
  phone_code: z.string().trim().max(8, 'At most 8 characters.').default(''),
  phone: required(SUPPORT_MESSAGES.phone, 32).regex(/^$|^[0-9 ()+-]{4,32}$/, 'Enter a valid contact number.'),
  subject: z.string().trim().max(200, 'At most 200 characters.').optional(),
  message: required(SUPPORT_MESSAGES.message, 5000),
  source: z.literal('web').default('web'),
});
export type TicketRequest = z.input<typeof ticketRequestSchema>;

export const ticketStatusSchema = z.enum(['open', 'answered', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketReplyAuthorSchema = z.enum(['staff', 'trader']);
export type TicketReplyAuthor = z.infer<typeof ticketReplyAuthorSchema>;

/** A message after the ticket's first: the support team's answer or the trader's follow-up. */
export const ticketReplySchema = z.object({
  id: z.number(),
  message: z.string(),
  author: ticketReplyAuthorSchema,
  created_at: z.string(),
});

/** One of the trader's tickets with the replies (staff and trader), oldest first. */
export const ticketSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  source: z.string(),
  status: ticketStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  replies: z.array(ticketReplySchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = z.array(ticketSchema);

export const ticketCreatedSchema = z.object({ status: z.literal('success'), message: z.string(), ticket: ticketSchema });
