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
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';

type Key = keyof BrokerSettings;
/** Each group's title is `admin.settings.groups.<title>`, each field's label `admin.settings.fields.<key>`. */
const groups: Array<{
  title: 'wallets' | 'explorers' | 'risk' | 'contacts' | 'security' | 'legal';
  note?: 'explorersNote';
  wide?: boolean;
  fields: Key[];
}> = [
  { title: 'wallets', fields: ['wallet_trc20', 'wallet_bep20', 'wallet_erc20'] },
  { title: 'explorers', note: 'explorersNote', fields: ['explorer_trc20', 'explorer_bep20', 'explorer_erc20'] },
  { title: 'risk', fields: ['demo_start_balance', 'referral_reward', 'referral_min_deposit', 'margin_call_level', 'stop_out_level'] },
  { title: 'contacts', fields: ['support_messaging_number', 'support_hours', 'support_email'] },
  { title: 'security', fields: ['staff_two_factor_required', 'verified_email_for_banking'] },
  { title: 'legal', wide: true, fields: ['terms_text', 'privacy_text'] },
];
const numeric = new Set<Key>(['demo_start_balance', 'referral_reward', 'referral_min_deposit', 'margin_call_level', 'stop_out_level']);
const switches = new Set<Key>(['staff_two_factor_required', 'verified_email_for_banking']);
const longTexts = new Set<Key>(['terms_text', 'privacy_text']);

export function SettingsForm({ settings }: { settings: BrokerSettings }) {
  const { t } = useTranslation();
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
    if (Object.keys(patch).length === 0) return toast.show({ title: t('admin.settings.nothingChanged'), variant: 'info' });
    update.mutate(patch, {
      onSuccess: () => toast.show({ title: t('admin.settings.saved'), description: t('admin.settings.savedNote'), variant: 'success' }),
    });
  }

  return (
    <form className="book-settings" onSubmit={submit} noValidate aria-label={t('admin.settings.form')}>
      {groups.map((group) => (
        <fieldset key={group.title} className={`book-settings__group card${group.wide ? ' book-settings__group--wide' : ''}`}>
          <legend>{t(`admin.settings.groups.${group.title}`)}</legend>
          {group.note && <p className="muted book-settings__note">{t(`admin.settings.groups.${group.note}`)}</p>}
          {group.fields.map((key) => {
            const label = t(`admin.settings.fields.${key}`);
            const error = errors[key]?.[0];
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
                  error={error && localMessage(error)}
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
                error={error && localMessage(error)}
                onChange={(e) => set(e.target.value)}
              />
            );
          })}
        </fieldset>
      ))}
      {update.isError && <div className="banner banner--error">{errorText(update.error)}</div>}
      <div className="book-settings__actions">
        <Button type="submit" loading={update.isPending}>
          {t('admin.settings.save')}
        </Button>
      </div>
    </form>
  );
}
