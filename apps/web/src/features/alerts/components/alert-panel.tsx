import { useEffect, useState, type FormEvent } from 'react';
import { alertConditions, type AlertCondition } from '@platform/shared/alert-conditions';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { fieldError as serverFieldError } from './field-error.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { useCreateAlert } from '../api/create-alert.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import './alert-dialog.css';

interface AlertPanelProps {
  symbol: string;
  /** The live bid, to start the price from and to pick the crossing direction. */
  bid: number | undefined;
  digits: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The price-alert dialog itself (alert-dialog.tsx holds its bell and loads this on the first press):
 * sets a price alert on the symbol and lists its alerts (active and fired) with delete. Stays mounted
 * once shown, so the form keeps what the trader typed between openings.
 */
export default function AlertPanel({ symbol, bid, digits, open, onOpenChange }: AlertPanelProps) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<AlertCondition>('bid_crosses_above');
  // null until the dialog has a price: opened before the first quote, the first bid to arrive fills it.
  const [price, setPrice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [repeating, setRepeating] = useState(false);
  const [cooldown, setCooldown] = useState('60');
  // '' for none; null while the text typed is no date and time (the alert is not sent without it).
  const [expiry, setExpiry] = useState<string | null>('');
  const create = useCreateAlert();
  const remove = useDeleteAlert();
  const alerts = (useAlerts().data ?? []).filter((alert) => alert.symbol === symbol);

  // Each opening starts from the live bid and without the last answer.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setPrice(bid !== undefined ? bid.toFixed(digits) : null);
  }
  const { reset } = create;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  if (open && price === null && bid !== undefined) setPrice(bid.toFixed(digits));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expiry === null) return;
    create.mutate(
      {
        symbol,
        condition,
        price: Number(price ?? ''),
        note,
        repeating,
        cooldown_seconds: Number(cooldown),
        expires_at: expiry ? new Date(expiry).toISOString() : null,
      },
      { onSuccess: () => setNote('') },
    );
  };

  const fieldError = (field: string) => serverFieldError(create.error, field);
  const formError =
    create.error && !['condition', 'price', 'note', 'cooldown_seconds', 'expires_at'].some(fieldError)
      ? serverMessageOr(create.error, t('alerts.failed'))
      : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="md" title={t('alerts.dialogTitle', { symbol })}>
      <form className="alert-dialog__form" onSubmit={submit} noValidate>
        <Select
          label={t('alerts.condition')}
          value={condition}
          onChange={(event) => setCondition(event.target.value as AlertCondition)}
          options={alertConditions.map((value) => ({ value, label: t(`alerts.conditions.${value}`) }))}
          error={fieldError('condition')}
        />
        <TextField
          label={t('alerts.price')}
          inputMode="decimal"
          value={price ?? ''}
          onChange={(e) => setPrice(e.target.value)}
          error={fieldError('price')}
        />
        <TextField
          label={t('alerts.note')}
          value={note}
          maxLength={140}
          onChange={(e) => setNote(e.target.value)}
          error={fieldError('note')}
        />
        <Checkbox checked={repeating} onChange={(e) => setRepeating(e.target.checked)}>
          {t('alerts.repeating')}
        </Checkbox>
        {repeating && (
          <TextField
            label={t('alerts.cooldown')}
            inputMode="numeric"
            value={cooldown}
            onChange={(e) => setCooldown(e.target.value)}
            error={fieldError('cooldown_seconds')}
          />
        )}
        <DateField
          withTime
          label={t('alerts.expiry')}
          placeholder={t('trading.panel.expiryPlaceholder')}
          value={expiry}
          onChange={setExpiry}
          error={expiry === null ? t('trading.panel.expiryInvalid') : fieldError('expires_at')}
        />
        <FormMessage kind="error" text={formError} />
        <FormMessage kind="success" text={create.isSuccess ? t('alerts.created') : null} />
        <Button type="submit" disabled={create.isPending}>
          {t('alerts.create')}
        </Button>
      </form>
      {alerts.length > 0 && (
        <ul className="alert-dialog__list" aria-label={t('alerts.listLabel', { symbol })}>
          {alerts.map((alert) => (
            <li key={alert.id} className="alert-dialog__row">
              <span>
                {t(`alerts.conditions.${alert.condition}`)} {alert.price.toFixed(digits)}
                {alert.note && <em> · {alert.note}</em>}
              </span>
              <span className={`alert-dialog__status alert-dialog__status--${alert.status}`}>{t(`alerts.status.${alert.status}`)}</span>
              <IconButton label={t('alerts.delete')} onClick={() => remove.mutate(alert.id)}>
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
