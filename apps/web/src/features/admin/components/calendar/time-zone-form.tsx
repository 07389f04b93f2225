// The zone every session and holiday of the calendar is read in (IANA names; daylight saving follows it).
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useSaveCalendarTimeZone } from '../../api/save-calendar-time-zone.ts';
import { errorText } from '../error-text.ts';

const zones = (current: string) => [...new Set([current, 'UTC', ...Intl.supportedValuesOf('timeZone')])].sort();

export function TimeZoneForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCalendarTimeZone();
  const [picked, setPicked] = useState<{ from: string; zone: string } | null>(null);
  const zone = picked?.from === current ? picked.zone : current;
  return (
    <form
      className="calendar-zone"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(zone, { onSuccess: () => toast.show({ title: t('calendar.timeZoneSaved', { zone }), variant: 'success' }) });
      }}
    >
      <Select
        label={t('calendar.timeZone')}
        hint={t('calendar.timeZoneHint')}
        options={zones(current).map((name) => ({ value: name, label: name }))}
        value={zone}
        error={save.isError ? errorText(save.error) : undefined}
        onChange={(event) => setPicked({ from: current, zone: event.target.value })}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={zone === current}>
        {t('calendar.saveTimeZone')}
      </Button>
    </form>
  );
}
