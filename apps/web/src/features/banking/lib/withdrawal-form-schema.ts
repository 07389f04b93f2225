import { z } from 'zod';
import { WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import { isValidUsdAmount } from './amounts.ts';

/** Spec §5 withdrawal rules; there is no address format check. */
export const withdrawalFormSchema = z.object({
  currency: z.string().min(1, WITHDRAWAL_MESSAGES.currency),
  amount: z.string().refine(isValidUsdAmount, WITHDRAWAL_MESSAGES.amount),
  chain: z.string().min(1, WITHDRAWAL_MESSAGES.network),
  address: z.string().trim().min(1, WITHDRAWAL_MESSAGES.address),
});

export type WithdrawalFormValues = z.input<typeof withdrawalFormSchema>;
