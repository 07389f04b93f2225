// The broker's settings: wallets per chain, demo balance, referral reward, margin levels, support contacts,
// account-security switches and the Terms of Service / Privacy Policy texts.
import { useState, type FormEvent } from 'react';
import { brokerSettingsSchema, type BrokerSettings } from '@platform/shared/settings';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextArea } from './text-area.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { errorText } from './error-text.ts';

type Key = keyof BrokerSettings;
const groups: Array<{ title: string; wide?: boolean; fields: Array<[Key, string]> }> = [
  {
    title: 'Deposit wallets',
    fields: [
      ['wallet_trc20', 'USDT TRC-20 address'],
      ['wallet_bep20', 'BEP-20 (BNB Smart Chain) address'],
      ['wallet_erc20', 'ERC-20 address'],
    ],
  },
  {
    title: 'Block explorers (links on paid withdrawals; {hash} is replaced by the transaction hash)',
    fields: [
      ['explorer_trc20', 'TRC-20 explorer, e.g. https://tronscan.org/#/transaction/{hash}'],
      ['explorer_bep20', 'BEP-20 explorer, e.g. https://bscscan.com/tx/{hash}'],
      ['explorer_erc20', 'ERC-20 explorer, e.g. https://etherscan.io/tx/{hash}'],
    ],
  },
  {
    title: 'Accounts and risk',
    fields: [
      ['demo_start_balance', 'Demo starting balance (USD)'],
      ['referral_reward', 'Referral reward (USD)'],
      ['margin_call_level', 'Margin-call level (%)'],
      ['stop_out_level', 'Stop-out level (%)'],
    ],
  },
  {
    title: 'Support contacts',
    fields: [
      ['support_messaging_number', 'Messaging-app number'],
      ['support_hours', 'Support hours'],
      ['support_email', 'Support email'],
    ],
  },
  {
    title: 'Account security',
    fields: [
      ['staff_two_factor_required', 'Staff must use two-factor sign-in for the back office'],
      ['verified_email_for_banking', 'Traders must verify their email before a deposit or withdrawal'],
    ],
  },
  {
    title: 'Legal pages',
    wide: true,
    fields: [
      ['terms_text', 'Terms of Service'],
      ['privacy_text', 'Privacy Policy'],
    ],
  },
];
const numeric = new Set<Key>(['demo_start_balance', 'referral_reward', 'margin_call_level', 'stop_out_level']);
const switches = new Set<Key>(['staff_two_factor_required', 'verified_email_for_banking']);
const longTexts = new Set<Key>(['terms_text', 'privacy_text']);

export function SettingsForm({ settings }: { settings: BrokerSettings }) {
  const update = useUpdateSettings();
  const toast = useToast();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) as Record<Key, string>,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const candidate = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        numeric.has(k as Key) ? (v.trim() === '' ? NaN : Number(v)) : switches.has(k as Key) ? v === 'true' : v,
      ]),
    );
    const parsed = brokerSettingsSchema.safeParse(candidate);
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    const patch = Object.fromEntries(Object.entries(parsed.data).filter(([k, v]) => settings[k as Key] !== v));
    if (Object.keys(patch).length === 0) return toast.show({ title: 'Nothing changed', variant: 'info' });
    update.mutate(patch, {
      onSuccess: () => toast.show({ title: 'Settings saved', description: 'They apply at once.', variant: 'success' }),
    });
  }

  return (
    <form className="book-settings" onSubmit={submit} noValidate aria-label="Broker settings">
      {groups.map((group) => (
        <fieldset key={group.title} className={`book-settings__group card${group.wide ? ' book-settings__group--wide' : ''}`}>
          <legend>{group.title}</legend>
          {group.fields.map(([key, label]) => {
            const set = (value: string) => setValues((current) => ({ ...current, [key]: value }));
            if (switches.has(key)) {
              return (
                <Checkbox key={key} checked={values[key] === 'true'} onChange={(e) => set(String(e.target.checked))}>
                  {label}
                </Checkbox>
              );
            }
            if (longTexts.has(key)) {
              return (
                <TextArea
                  key={key}
                  label={label}
                  rows={10}
                  value={values[key]}
                  error={errors[key]?.[0]}
                  onChange={(e) => set(e.target.value)}
                />
              );
            }
            return (
              <TextField
                key={key}
                label={label}
                inputMode={numeric.has(key) ? 'decimal' : undefined}
                value={values[key]}
                error={errors[key]?.[0]}
                onChange={(e) => set(e.target.value)}
              />
            );
          })}
        </fieldset>
      ))}
      {update.isError && <div className="banner banner--error">{errorText(update.error)}</div>}
      <div className="book-settings__actions">
        <Button type="submit" loading={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
