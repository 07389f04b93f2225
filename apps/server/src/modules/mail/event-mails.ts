import { defineMailTemplate } from './mail-templates.ts';

interface MoneyData {
  id: number;
  amount: string;
  currency: string;
  note?: string | null;
}

const money = (d: MoneyData) => `${d.amount} ${d.currency}`;

export const DEPOSIT_CREDITED_MAIL = defineMailTemplate('deposit-credited', (d: MoneyData, env) => ({
  subject: 'Deposit credited',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your deposit #${d.id} of ${money(d)} is credited to your account.`],
  action: { label: 'Open the dashboard', url: `${env.publicUrl}/dashboard` },
}));

export const WITHDRAWAL_REQUESTED_MAIL = defineMailTemplate('withdrawal-requested', (d: MoneyData, env) => ({
  subject: 'Withdrawal requested',
  greeting: `Hello ${env.name},`,
  paragraphs: [`We received your withdrawal request #${d.id} of ${money(d)}. We will tell you when it is reviewed.`],
  action: { label: 'See your requests', url: `${env.publicUrl}/withdrawal` },
  footnote: 'If you did not request it, contact support at once.',
}));

export const WITHDRAWAL_APPROVED_MAIL = defineMailTemplate('withdrawal-approved', (d: MoneyData, env) => ({
  subject: 'Withdrawal approved',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your withdrawal #${d.id} of ${money(d)} is approved and will be paid out shortly.`],
  action: { label: 'See your requests', url: `${env.publicUrl}/withdrawal` },
}));

export const WITHDRAWAL_PAID_MAIL = defineMailTemplate('withdrawal-paid', (d: MoneyData, env) => ({
  subject: 'Withdrawal paid',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your withdrawal #${d.id} of ${money(d)} has been paid out.`],
  action: { label: 'See your requests', url: `${env.publicUrl}/withdrawal` },
}));

export const WITHDRAWAL_REJECTED_MAIL = defineMailTemplate('withdrawal-rejected', (d: MoneyData, env) => ({
  subject: 'Withdrawal rejected',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your withdrawal #${d.id} of ${money(d)} was rejected.${d.note ? ` Reason: ${d.note}` : ''}`],
  action: { label: 'Contact support', url: `${env.publicUrl}/support` },
}));

export const KYC_APPROVED_MAIL = defineMailTemplate('kyc-approved', (_d: Record<string, never>, env) => ({
  subject: 'Identity verified',
  greeting: `Hello ${env.name},`,
  paragraphs: ['Your identity verification is approved. You can now deposit and withdraw.'],
  action: { label: 'Open your profile', url: `${env.publicUrl}/profile` },
}));

export const KYC_REJECTED_MAIL = defineMailTemplate('kyc-rejected', (d: { note: string | null }, env) => ({
  subject: 'Identity verification rejected',
  greeting: `Hello ${env.name},`,
  paragraphs: [`Your identity verification was rejected.${d.note ? ` Reason: ${d.note}` : ''} You can submit it again from your profile.`],
  action: { label: 'Open your profile', url: `${env.publicUrl}/profile` },
}));

export const TICKET_REPLY_MAIL = defineMailTemplate(
  'ticket-reply',
  (d: { ticketId: number; subject: string | null; reply: string }, env) => ({
    subject: `Reply to your request #${d.ticketId}`,
    greeting: `Hello ${env.name},`,
    paragraphs: [`Our support team answered your request${d.subject ? ` "${d.subject}"` : ''}:`, d.reply],
    action: { label: 'Open support', url: `${env.publicUrl}/support` },
  }),
);
