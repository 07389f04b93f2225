import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawable } from '../api/withdrawal-actions.ts';
import { formatUsdAmount } from '../../../lib/format.ts';
import { WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import { withdrawalCurrencyOptions, withdrawalNetworkOptions } from '../lib/crypto-options.ts';
import { withdrawalFormSchema, type WithdrawalFormValues } from '../lib/withdrawal-form-schema.ts';
import type { FundingChoice } from './deposit-form.tsx';

interface WithdrawalFormProps extends FundingChoice {
  isDemo: boolean;
  onSubmitted: () => void;
}

const emptyWithdrawal: WithdrawalFormValues = { currency: 'USDT', amount: '', chain: '', address: '' };

/** Spec §2 withdrawal: a coin on one of its networks to the trader's own address, checked for that network; blocked on demo. */
export function WithdrawalForm({ isDemo, onSubmitted, accountId, accountField }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const form = useForm<WithdrawalFormValues>({ resolver: zodResolver(withdrawalFormSchema), defaultValues: emptyWithdrawal });
  const withdrawal = useCreateWithdrawal();
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitted } = form.formState;
  const networkOptions = withdrawalNetworkOptions(form.watch('currency'));
  // With two-factor sign-in on, a withdrawal needs a fresh code from the app.
  const twoFactorOn = useMe().data?.two_factor_enabled ?? false;
  const [code, setCode] = useState('');
  // What can leave now (balance not backing positions or held by other requests), shown under the amount.
  const available = useWithdrawable(!isDemo, accountId).data;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await withdrawal.mutateAsync({
        currency: values.currency,
        amount: Number(values.amount.trim()),
        chain: values.chain,
        address: values.address.trim(),
        ...(twoFactorOn ? { two_factor_code: code.trim() } : {}),
        ...(accountId === undefined ? {} : { accountId }),
      });
      form.reset(emptyWithdrawal);
      setCode('');
      onSubmitted();
    } catch (failure) {
      setError(serverMessageOr(failure, WITHDRAWAL_MESSAGES.failed));
    }
  });

  return (
    <form className="banking-form" onSubmit={submit} noValidate aria-label={t('banking.withdrawal.form')}>
      {isDemo && <FormMessage kind="error" text={WITHDRAWAL_MESSAGES.demoBlocked} />}
      <fieldset className="banking-fieldset" disabled={isDemo}>
        {accountField}
        <div className="banking-form-row">
          <Select
            label={t('banking.withdrawal.crypto')}
            id="withdrawal-currency"
            placeholder={t('banking.withdrawal.selectCrypto')}
            options={withdrawalCurrencyOptions}
            error={errors.currency?.message}
            {...form.register('currency', {
              // A network the new coin is not paid out on is cleared; a coin on one network picks it.
              onChange: (event: { target: { value: string } }) => {
                const networks = withdrawalNetworkOptions(event.target.value).map((option) => option.value);
                const current = form.getValues('chain');
                const next = networks.length === 1 ? networks[0]! : networks.some((network) => network === current) ? current : '';
                if (next !== current) form.setValue('chain', next, { shouldValidate: isSubmitted });
              },
            })}
          />
          <Select
            label={t('banking.withdrawal.network')}
            id="withdrawal-network"
            placeholder={t('banking.withdrawal.selectNetwork')}
            options={networkOptions}
            error={errors.chain?.message}
            {...form.register('chain')}
          />
        </div>
        <TextField
          label={t('banking.withdrawal.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.amount?.message}
          hint={available !== undefined ? t('banking.withdrawal.available', { amount: `$${formatUsdAmount(available)}` }) : undefined}
          {...form.register('amount')}
        />
        <TextField
          label={t('banking.withdrawal.address')}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('banking.withdrawal.addressPlaceholder')}
          error={errors.address?.message}
          {...form.register('address')}
        />
        {twoFactorOn && (
          <TextField
            label={t('banking.withdrawal.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={20}
            hint={t('banking.withdrawal.codeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <FormMessage kind="error" text={error} />
        <Button type="submit" size="lg" block loading={withdrawal.isPending}>
          {t('banking.withdrawal.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
