import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localMessage, serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { useWallets } from '../api/get-wallets.ts';
import { DEPOSIT_MESSAGES } from '@platform/shared/banking';
import { depositCurrencyOptions, depositNetworksOf } from '../lib/crypto-options.ts';
import { depositFormSchema, type DepositFormValues } from '../lib/deposit-form-schema.ts';
import { ChainButtons } from './chain-buttons.tsx';
import { ReceiptInput } from './receipt-input.tsx';
import { OwnDepositAddress } from './own-deposit-address.tsx';
import { useWatchedNetworks } from '../api/get-deposit-address.ts';

const emptyDeposit: DepositFormValues = { currency: '', amount: '', chain: '', receipt: null };
/** Before a coin is chosen, the spec's three chains. */
const specChains = ['TRC20', 'BEP20', 'ERC20'] as const;

export interface FundingChoice {
  /** The live account the request names; absent: this tab's account (a trader with no live account). */
  accountId?: number;
  /** Where the trader picks that account (composed by the app: banking does not know the accounts module). */
  accountField?: ReactNode;
}

/** Spec §2 deposit: crypto, USD amount, chain, the broker's address with Copy, a receipt, submit; blocked on demo (issue 29). */
export function DepositForm({ accountId, accountField, isDemo }: FundingChoice & { isDemo: boolean }) {
  const { t } = useTranslation();
  const wallets = useWallets();
  const schema = useMemo(() => depositFormSchema(wallets.data), [wallets.data]);
  const form = useForm<DepositFormValues>({ resolver: zodResolver(schema), defaultValues: emptyDeposit });
  const deposit = useCreateDeposit();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [receiptKey, setReceiptKey] = useState(0);
  const { errors, isSubmitted } = form.formState;
  const chain = form.watch('chain');
  const coin = form.watch('currency');
  const offered = coin ? depositNetworksOf(coin) : specChains;
  // On a network the platform watches, the account's own address replaces the broker's and the receipt.
  const watched = useWatchedNetworks().data ?? [];
  const own = chain !== '' && coin !== '' && watched.includes(chain);
  const address = chain && wallets.data ? wallets.data[chain] : '';

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    if (!values.chain || !values.receipt || !address) return;
    try {
      await deposit.mutateAsync({
        currency: values.currency,
        amount: values.amount.trim(),
        chain: values.chain,
        address,
        receipt: values.receipt,
        ...(accountId === undefined ? {} : { accountId }),
      });
      form.reset(emptyDeposit);
      setReceiptKey((key) => key + 1);
      setOutcome({ kind: 'success', text: DEPOSIT_MESSAGES.submitted });
    } catch (error) {
      setOutcome({ kind: 'error', text: serverMessageOr(error, DEPOSIT_MESSAGES.failed) });
    }
  });

  const currency = form.register('currency', {
    onChange: (event: { target: { value: string } }) => {
      // A coin on one network picks it; a chain the new coin does not travel on is cleared.
      const networks = depositNetworksOf(event.target.value);
      const current = form.getValues('chain');
      const next = networks.length === 1 ? networks[0]! : current && networks.includes(current) ? current : '';
      if (next !== current) form.setValue('chain', next, { shouldValidate: isSubmitted });
    },
  });

  return (
    <form className="banking-form" onSubmit={submit} noValidate aria-label={t('banking.deposit.form')}>
      {isDemo && <FormMessage kind="error" text={DEPOSIT_MESSAGES.demoBlocked} />}
      <fieldset className="banking-fieldset" disabled={isDemo}>
        {accountField}
        <div className="banking-form-row">
          <Select
            label={t('banking.deposit.crypto')}
            placeholder={t('banking.deposit.selectCrypto')}
            options={depositCurrencyOptions}
            error={errors.currency?.message}
            {...currency}
          />
          <TextField
            label={t('banking.deposit.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        </div>
        <fieldset className={['ui-field', 'banking-chain', errors.chain && 'ui-field--invalid'].filter(Boolean).join(' ')}>
          <legend className="ui-field__label" id="deposit-chain-label">
            {t('banking.deposit.chain')}
          </legend>
          <ChainButtons
            chains={offered}
            value={chain}
            labelledBy="deposit-chain-label"
            onChange={(next) => form.setValue('chain', next, { shouldValidate: isSubmitted })}
          />
          {errors.chain?.message && (
            <div className="ui-field__error" role="alert">
              {localMessage(errors.chain.message)}
            </div>
          )}
        </fieldset>
        {own ? (
          <OwnDepositAddress chain={chain} coin={coin} accountId={accountId} />
        ) : (
          <>
            <div className="ui-field">
              <label className="ui-field__label" htmlFor="deposit-address">
                {t('banking.deposit.address')}
              </label>
              <div className="banking-address">
                <input
                  id="deposit-address"
                  className="ui-input banking-address-input"
                  readOnly
                  value={address ?? ''}
                  placeholder={chain ? '' : t('banking.deposit.selectChain')}
                />
                <CopyButton text={address ?? ''} ariaLabel={t('banking.deposit.copyAddress')} />
              </div>
              <div className="ui-field__hint">
                {wallets.isError ? t('banking.deposit.addressesFailed') : t('banking.deposit.sameChain')}
              </div>
            </div>
            <div className={['ui-field', errors.receipt && 'ui-field--invalid'].filter(Boolean).join(' ')}>
              <label className="ui-field__label" htmlFor="deposit-receipt">
                {t('banking.deposit.receipt')}
              </label>
              <ReceiptInput
                key={receiptKey}
                id="deposit-receipt"
                onChange={(file) => form.setValue('receipt', file, { shouldValidate: isSubmitted })}
              />
              {errors.receipt?.message && (
                <div className="ui-field__error" role="alert">
                  {localMessage(errors.receipt.message)}
                </div>
              )}
            </div>
            <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
            <Button type="submit" size="lg" block loading={deposit.isPending}>
              {t('banking.deposit.submit')}
            </Button>
          </>
        )}
      </fieldset>
    </form>
  );
}
