import { z } from 'zod';
import { tradingAccountSchema } from './trading-accounts.ts';
import { meSchema, staffRoles } from './user.ts';
import { accountSchema } from './account.ts';
import { orderSchema } from './orders.ts';
import { transactionStepSchema } from './banking.ts';
import { signedAmountSchema } from './numbers.ts';

/** Back-office roles; 'admin' may do everything. */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** What each back-office permission needs (admin always passes). The server and the nav read the same map. */
export const permissionRoles = {
  kyc: ['compliance'],
  transactions: ['finance'],
  tradersView: ['compliance', 'finance', 'support', 'dealer'],
  tradersAdjust: ['finance'],
  tradersDisable: ['compliance'],
  tickets: ['support'],
  book: [],
  staff: [],
  groups: [],
  audit: [],
  // Admin only: without SMTP the outbox holds live reset links, i.e. the keys to any account.
  outbox: [],
  // Routing client flow to the LP, the FIX session and the coverage book: the dealer's desk, beside the risk desk.
  hedging: ['dealer'],
  // The risk desk: exposure, clients near stop-out, limits and the dealer's close-only switches.
  risk: ['dealer'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof permissionRoles;

export function roleMay(role: string, permission: Permission): boolean {
  if (role === 'admin') return true;
  return (permissionRoles[permission] as readonly string[]).includes(role);
}

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

// ---- paging -------------------------------------------------------------------------------

export const pageQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').default(1),
  page_size: z.coerce.number().int('Page size must be a whole number.').min(1).max(100, 'Page size must be at most 100.').default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const optionalText = z.string().trim().max(200).optional();
const isoDate = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a valid date.');

// ---- requests -----------------------------------------------------------------------------

export const kycListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  search: optionalText,
});

export const kycDecisionSchema = z.object({
  notes: z.string({ error: 'Review notes are required.' }).trim().max(1000, 'Notes must be at most 1000 characters.').default(''),
});
export const kycRejectSchema = z.object({
  notes: z.string({ error: 'Review notes are required.' }).trim().min(1, 'Tell the trader why the documents were rejected.').max(1000),
});

export const transactionListQuerySchema = pageQuerySchema.extend({
  type: z.enum(['deposit', 'withdrawal', 'all']).default('all'),
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  search: optionalText,
});

export const transactionApproveSchema = z.object({
  tx_hash: z.string().trim().max(128, 'The transaction hash is at most 128 characters.').optional(),
  notes: z.string().trim().max(500).optional(),
});
export const transactionRejectSchema = z.object({
  reason: z.string({ error: 'A reason is required.' }).trim().min(1, 'A reason is required.').max(500, 'The reason is too long.'),
});

export const traderListQuerySchema = pageQuerySchema.extend({
  search: optionalText,
  status: z.enum(['active', 'disabled', 'all']).default('all'),
  account_type: z.enum(['demo', 'live', 'all']).default('all'),
});

export const balanceAdjustmentSchema = z.object({
  amount: signedAmountSchema(10_000_000),
  kind: z.enum(['adjustment', 'credit'], { error: "Kind must be 'adjustment' or 'credit'." }),
  reason: z.string({ error: 'A reason is required.' }).trim().min(1, 'A reason is required.').max(500, 'The reason is too long.'),
  /** Staff says explicitly that this adjustment may take the balance below zero (or below money held). */
  allow_negative: z.boolean().optional(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'answered', 'closed', 'all']).default('open'),
  search: optionalText,
});
export const ticketReplySchema = z.object({
  message: z.string({ error: 'Write a reply.' }).trim().min(1, 'Write a reply.').max(5000, 'The reply is too long.'),
});
export const ticketStatusSchema = z.object({
  status: z.enum(['open', 'answered', 'closed'], { error: 'Status must be open, answered or closed.' }),
});

export const auditListQuerySchema = pageQuerySchema.extend({
  actor: optionalText,
  action: optionalText,
  target_type: optionalText,
  target_id: z.coerce.number().int().positive().optional(),
  /** Only entries about this trading account (its id). */
  account: z.coerce.number().int().positive().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const staffCreateSchema = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254).email('Enter a valid email address.'),
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120),
  role: staffRoleSchema,
  password: z.string({ error: 'Password is required.' }).min(8, 'Password must be at least 8 characters.').max(128),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({ role: staffRoleSchema.optional(), status: z.enum(['active', 'disabled']).optional() })
  .refine((body) => body.role !== undefined || body.status !== undefined, { message: 'Nothing to change.', path: ['role'] });

// ---- answers ------------------------------------------------------------------------------

const accountTypeSchema = z.enum(['demo', 'live']);
const userStatusSchema = z.enum(['active', 'disabled']);
const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
/** A money request's status in the back office: a trader may also have cancelled a pending withdrawal. */
const transactionReviewStatusSchema = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

/** A page of a back-office list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: userStatusSchema,
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  /** The trading account the action was about, and the number traders read (null: none). */
  account_id: z.number().int().nullable(),
  account_number: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const traderSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  account_type: accountTypeSchema,
  status: userStatusSchema,
  balance: z.number(),
  kyc_status: z.string().nullable(),
  created_at: z.string(),
});
export type TraderSummary = z.infer<typeof traderSummarySchema>;

/** Who a review row belongs to, as every back-office list shows it. */
const traderRefSchema = z.object({
  user_id: z.number().int(),
  trader_name: z.string(),
  trader_email: z.string(),
  account_type: accountTypeSchema,
});
export type TraderRef = z.infer<typeof traderRefSchema>;

/** A file a trader uploaded; `url` is GET /api/files/{id} (bearer token required). */
export const adminFileSchema = z.object({ url: z.string(), content_type: z.string() });
export type AdminFile = z.infer<typeof adminFileSchema>;

export const adminKycItemSchema = traderRefSchema.extend({
  id: z.number().int(),
  status: reviewStatusSchema,
  aadhaar_last4: z.string(),
  document: adminFileSchema.nullable(),
  selfie: adminFileSchema.nullable(),
  review_notes: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string(),
});
export type AdminKycItem = z.infer<typeof adminKycItemSchema>;

export const adminTransactionItemSchema = traderRefSchema.extend({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  currency: z.string(),
  amount: z.number(),
  chain: z.string(),
  address: z.string(),
  method: z.string(),
  status: transactionReviewStatusSchema,
  receipt: adminFileSchema.nullable(),
  review_note: z.string().nullable(),
  tx_hash: z.string().nullable(),
  kyc_status: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  /** Requested, under review, approved or rejected, paid: with who took each step. */
  timeline: z.array(transactionStepSchema),
});
export type AdminTransactionItem = z.infer<typeof adminTransactionItemSchema>;

export const adminTicketReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** 'trader' for the ticket owner's follow-ups; staff_email is then null. */
  author: z.enum(['staff', 'trader']),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminTicketReply = z.infer<typeof adminTicketReplySchema>;

export const adminTicketItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTicketItem = z.infer<typeof adminTicketItemSchema>;

export const adminTicketDetailSchema = adminTicketItemSchema.extend({ replies: z.array(adminTicketReplySchema) });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const traderLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type TraderLedgerEntry = z.infer<typeof traderLedgerEntrySchema>;

/** One of the trader's accounts on their back-office page: its figures and the client group it trades in. */
export const traderAccountSchema = tradingAccountSchema.extend({ group: z.string() });
export type TraderAccount = z.infer<typeof traderAccountSchema>;

/** GET /api/admin/traders/{id}: everything about one trader on one page. */
export const traderDetailSchema = z.object({
  profile: meSchema.extend({ status: userStatusSchema }),
  /** The engine's account, or the stored balance while the engine cannot be asked. */
  account: z.union([accountSchema, z.object({ balance: z.number(), credit: z.number(), reserved: z.number() })]),
  /** Every trading account of the trader with its figures (issue 29); figures and orders above are the default account's. */
  accounts: z.array(traderAccountSchema).optional(),
  positions: z.array(orderSchema),
  orders: z.array(orderSchema),
  transactions: z.array(adminTransactionItemSchema),
  ledger: z.array(traderLedgerEntrySchema),
  kyc: z.array(adminKycItemSchema),
  tickets: z.array(adminTicketItemSchema),
});
export type TraderDetail = z.infer<typeof traderDetailSchema>;

// ---- answers of the verdicts ----------------------------------------------------------------

export const kycVerdictSchema = z.object({ id: z.number().int(), status: reviewStatusSchema, review_notes: z.string().nullable() });
export const transactionApprovedSchema = z.object({
  id: z.number().int(),
  status: transactionReviewStatusSchema,
  tx_hash: z.string().nullable(),
});
export const transactionRejectedSchema = z.object({
  id: z.number().int(),
  status: transactionReviewStatusSchema,
  review_note: z.string().nullable(),
});
export const traderStatusSchema = z.object({ id: z.number().int(), status: userStatusSchema });
export const balanceAdjustedSchema = z.object({
  balance: z.number(),
  credit: z.number(),
  amount: z.number(),
  kind: z.enum(['adjustment', 'credit']),
  reason: z.string(),
});
export type BalanceAdjusted = z.infer<typeof balanceAdjustedSchema>;

/** A mail the platform produced, as GET /api/admin/outbox lists it. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = z.object({ total: z.number().int(), items: z.array(outboxMailSchema) });
