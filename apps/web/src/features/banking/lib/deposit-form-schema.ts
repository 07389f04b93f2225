import { z } from 'zod';
import { DEPOSIT_MESSAGES, MAX_RECEIPT_BYTES } from '@platform/shared/banking';
import { coinOnNetwork, pairNotOffered } from '@platform/shared/crypto-networks';
import { chains, type DepositWallets } from '../api/get-wallets.ts';
import { isValidUsdAmount } from './amounts.ts';

const isReceiptType = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';

/** Spec §5 deposit rules; the address must exist among the back office's wallets. The server checks the receipt's content. */
export function depositFormSchema(wallets: DepositWallets | undefined) {
  return z
    .object({
      currency: z.string().min(1, DEPOSIT_MESSAGES.currency),
      amount: z.string().refine(isValidUsdAmount, DEPOSIT_MESSAGES.amount),
      chain: z.union([z.enum(chains), z.literal('')]).refine((chain) => chain !== '', DEPOSIT_MESSAGES.chain),
      receipt: z
        .custom<File | null>((value) => value === null || value instanceof File)
        .refine((file) => file !== null, DEPOSIT_MESSAGES.receipt)
        .refine((file) => file === null || isReceiptType(file), DEPOSIT_MESSAGES.receiptType)
        .refine((file) => file === null || file.size <= MAX_RECEIPT_BYTES, DEPOSIT_MESSAGES.receiptTooLarge),
    })
    .superRefine((values, context) => {
      if (values.chain && values.currency && !coinOnNetwork(values.currency, values.chain)) {
        context.addIssue({ code: 'custom', path: ['chain'], message: pairNotOffered(values.currency, values.chain) });
      } else if (values.chain && wallets && !wallets[values.chain]) {
        context.addIssue({ code: 'custom', path: ['chain'], message: DEPOSIT_MESSAGES.noAddress });
      }
    });
}

export type DepositFormValues = z.input<ReturnType<typeof depositFormSchema>>;
