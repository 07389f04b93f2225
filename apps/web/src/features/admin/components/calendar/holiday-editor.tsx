// A calendar target's holidays: whole-day closures, or shortened days with their trading hours.
import { Button, IconButton } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { CloseIcon } from '../../../../components/ui/icons.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { HolidayDraft } from './calendar-draft.ts';

interface Props {
  holidays: HolidayDraft[];
  onChange: (key: number, changes: Partial<HolidayDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

export function HolidayEditor({ holidays, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <section className="calendar-section" aria-labelledby="calendar-holidays-title">
      <header className="calendar-section__header">
        <div>
          <h3 id="calendar-holidays-title">{t('calendar.holidays.title')}</h3>
          <p className="muted">{t('calendar.holidays.hint')}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {t('calendar.holidays.add')}
        </Button>
      </header>
      {holidays.length === 0 ? (
        <p className="calendar-section__inherited">{t('calendar.holidays.none')}</p>
      ) : (
        <ul className="calendar-holidays">
          {holidays.map((holiday) => (
            <li key={holiday.key} className="calendar-holiday">
              <input
                type="date"
                className="ui-input calendar-holiday__date"
                aria-label={t('calendar.holidays.date')}
                value={holiday.date}
                onChange={(event) => onChange(holiday.key, { date: event.target.value })}
              />
              <input
                className="ui-input calendar-holiday__name"
                aria-label={t('calendar.holidays.nameOf', { date: holiday.date })}
                placeholder={t('calendar.holidays.name')}
                maxLength={80}
                value={holiday.name}
                onChange={(event) => onChange(holiday.key, { name: event.target.value })}
              />
              <Checkbox checked={holiday.shortened} onChange={(event) => onChange(holiday.key, { shortened: event.target.checked })}>
                {t('calendar.holidays.shortened')}
              </Checkbox>
              {holiday.shortened && (
                <span className="calendar-span">
                  <input
                    className="ui-input calendar-time"
                    inputMode="numeric"
                    maxLength={5}
                    aria-label={t('calendar.holidays.opensOn', { date: holiday.date })}
                    value={holiday.open}
                    onChange={(event) => onChange(holiday.key, { open: event.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    className="ui-input calendar-time"
                    inputMode="numeric"
                    maxLength={5}
                    aria-label={t('calendar.holidays.closesOn', { date: holiday.date })}
                    value={holiday.close}
                    onChange={(event) => onChange(holiday.key, { close: event.target.value })}
                  />
                </span>
              )}
              <IconButton size="sm" label={t('calendar.holidays.remove', { date: holiday.date })} onClick={() => onRemove(holiday.key)}>
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
