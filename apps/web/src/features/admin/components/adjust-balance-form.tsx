// A signed balance adjustment (a ledger entry) or a broker credit (the credit line), always with a reason.
import { useState, type FormEvent } from 'react';
import { balanceAdjustmentSchema } from '@platform/shared/admin';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useAdjustBalance } from '../api/adjust-balance.ts';
import { errorText } from './error-text.ts';
import { formatStaffUsd as usd } from '../../../lib/format.ts';

export function AdjustBalanceForm({ traderId }: { traderId: number }) {
  const adjust = useAdjustBalance(traderId);
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'adjustment' | 'credit'>('adjustment');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = balanceAdjustmentSchema.safeParse({ amount: amount.trim() === '' ? undefined : amount, kind, reason });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: ({ balance }) => {
        toast.show({ title: 'Balance adjusted', description: `New balance ${usd(balance)}`, variant: 'success' });
        setAmount('');
        setReason('');
      },
    });
  }

  return (
    <form className="admin-adjust" onSubmit={submit} noValidate aria-label="Balance adjustment">
      <TextField
        label="Amount (USD, negative to take back)"
        inputMode="decimal"
        placeholder="e.g. 100 or -25.50"
        value={amount}
        error={errors.amount?.[0]}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Select
        label="Kind"
        value={kind}
        options={[
          { value: 'adjustment', label: 'Balance adjustment' },
          { value: 'credit', label: 'Credit (bonus, not withdrawable)' },
        ]}
        onChange={(e) => setKind(e.target.value as 'adjustment' | 'credit')}
      />
      <TextField
        label="Reason (required)"
        value={reason}
        maxLength={500}
        error={errors.reason?.[0]}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" loading={adjust.isPending}>
        Apply
      </Button>
      {adjust.isError && <div className="banner banner--error admin-adjust__error">{errorText(adjust.error)}</div>}
    </form>
  );
}
