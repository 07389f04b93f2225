import { z } from 'zod';
import { staffRoles, type Me } from './user.ts';
import type { Account } from './account.ts';
import type { Order } from './orders.ts';
import type { TransactionStep } from './banking.ts';
import { signedAmountSchema } from './numbers.ts';

/** Back-office roles; 'admin' may do everything. */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** What each back-office permission needs (admin always passes). The server and the nav read the same map. */
export const permissionRoles = {
  kyc: ['compliance'],
  transactions: ['finance'],
  tradersView: ['compliance', 'finance', 'support'],
  tradersAdjust: ['finance'],
  tradersDisable: ['compliance'],
  tickets: ['support'],
  book: [],
  staff: [],
  audit: [],
  // Admin only: without SMTP the outbox holds live reset links, i.e. the keys to any account.
  outbox: [],
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

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  created_at: string;
}

export interface AuditEntry {
  id: number;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

export interface TraderSummary {
  id: number;
  name: string;
  email: string;
  account_type: 'demo' | 'live';
  status: 'active' | 'disabled';
  balance: number;
  kyc_status: string | null;
  created_at: string;
}

/** Who a review row belongs to, as every back-office list shows it. */
export interface TraderRef {
  user_id: number;
  trader_name: string;
  trader_email: string;
  account_type: 'demo' | 'live';
}

/** A file a trader uploaded; `url` is GET /api/files/{id} (bearer token required). */
export interface AdminFile {
  url: string;
  content_type: string;
}

export interface AdminKycItem extends TraderRef {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  aadhaar_last4: string;
  document: AdminFile | null;
  selfie: AdminFile | null;
  review_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  submitted_at: string;
}

export interface AdminTransactionItem extends TraderRef {
  id: number;
  type: 'deposit' | 'withdrawal';
  currency: string;
  amount: number;
  chain: string;
  address: string;
  method: string;
  status: 'pending' | 'approved' | 'rejected';
  receipt: AdminFile | null;
  review_note: string | null;
  tx_hash: string | null;
  kyc_status: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** Requested, under review, approved or rejected, paid: with who took each step. */
  timeline: TransactionStep[];
}

export interface AdminTicketReply {
  id: number;
  message: string;
  staff_email: string | null;
  created_at: string;
}

export interface AdminTicketItem {
  id: number;
  user_id: number;
  name: string;
  email: string;
  phone_code: string;
  phone: string;
  subject: string | null;
  message: string;
  status: 'open' | 'answered' | 'closed';
  reply_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminTicketDetail extends AdminTicketItem {
  replies: AdminTicketReply[];
}

export interface TraderLedgerEntry {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref_type: string | null;
  ref_id: number | null;
  note: string | null;
  created_by: number | null;
  created_at: string;
}

/** GET /api/admin/traders/{id}: everything about one trader on one page. */
export interface TraderDetail {
  profile: Me & { status: 'active' | 'disabled' };
  account: Account | { balance: number; credit: number; reserved: number };
  positions: Order[];
  orders: Order[];
  transactions: AdminTransactionItem[];
  ledger: TraderLedgerEntry[];
  kyc: AdminKycItem[];
  tickets: AdminTicketItem[];
}
