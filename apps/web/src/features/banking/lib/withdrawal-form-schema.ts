import { z } from 'zod';
import { WITHDRAWAL_MESSAGES, chains, refineWithdrawalTarget } from '@platform/shared/banking';
import { isValidUsdAmount } from './amounts.ts';

/** Spec §5 withdrawal rules, plus the server's pair and address checks (the same function), so a typo shows before sending. */
export const withdrawalFormSchema = z
  .object({
    currency: z.string().min(1, WITHDRAWAL_MESSAGES.currency),
    amount: z.string().refine(isValidUsdAmount, WITHDRAWAL_MESSAGES.amount),
    chain: z.string().min(1, WITHDRAWAL_MESSAGES.network),
    address: z.string().trim().min(1, WITHDRAWAL_MESSAGES.address),
  })
  .superRefine(({ currency, chain, address }, context) => {
    const network = chains.find((known) => known === chain);
    if (network) refineWithdrawalTarget(currency, network, address, context);
  });

export type WithdrawalFormValues = z.input<typeof withdrawalFormSchema>;
