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
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';

export function AdjustBalanceForm({ traderId }: { traderId: number }) {
  const { t } = useTranslation();
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
        toast.show({
          title: t('admin.adjust.done'),
          description: t('admin.adjust.newBalance', { balance: usd(balance) }),
          variant: 'success',
        });
        setAmount('');
        setReason('');
      },
    });
  }

  return (
    <form className="admin-adjust" onSubmit={submit} noValidate aria-label={t('admin.adjust.form')}>
      <TextField
        label={t('admin.adjust.amount')}
        inputMode="decimal"
        placeholder={t('admin.adjust.amountPlaceholder')}
        value={amount}
        error={errors.amount?.[0] && localMessage(errors.amount[0])}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Select
        label={t('admin.adjust.kind')}
        value={kind}
        options={[
          { value: 'adjustment', label: t('admin.adjust.adjustment') },
          { value: 'credit', label: t('admin.adjust.credit') },
        ]}
        onChange={(e) => setKind(e.target.value as 'adjustment' | 'credit')}
      />
      <TextField
        label={t('admin.adjust.reason')}
        value={reason}
        maxLength={500}
        error={errors.reason?.[0] && localMessage(errors.reason[0])}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" loading={adjust.isPending}>
        {t('admin.adjust.apply')}
      </Button>
      {adjust.isError && <div className="banner banner--error admin-adjust__error">{errorText(adjust.error)}</div>}
    </form>
  );
}
