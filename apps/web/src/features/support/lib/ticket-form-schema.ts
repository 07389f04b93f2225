import { z } from 'zod';
import { SUPPORT_MESSAGES } from '@platform/shared/support';

/** Spec §5 support rules; the subject is optional. The phone code is kept as its option key (+1 serves two countries). */
export const ticketFormSchema = z.object({
  name: z.string().trim().min(1, SUPPORT_MESSAGES.name),
  email: z.string().trim().min(1, SUPPORT_MESSAGES.email).pipe(z.email(SUPPORT_MESSAGES.emailFormat)),
  phoneKey: z.string(),
  phone: z.string().trim().min(1, SUPPORT_MESSAGES.phone),
  subject: z.string().trim(),
  message: z.string().trim().min(1, SUPPORT_MESSAGES.message),
});

export type TicketFormValues = z.input<typeof ticketFormSchema>;
