// The contract specification of one symbol for the trader's own account (its group's conditions).
import type { Specification } from '@platform/shared/client-groups';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSpecification } from '../api/get-specification.ts';
import { clockText, WEEKDAY_NAMES } from '@platform/shared/trading-calendar';
import './contract-specification.css';

export function ContractSpecificationDialog({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = useSpecification(symbol, true);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('market.specification.title', { symbol })}
      description={spec.data ? t('market.specification.description', { group: spec.data.group }) : undefined}
      size="md"
    >
      {spec.isPending ? (
        <p className="muted">{t('market.specification.loading')}</p>
      ) : spec.isError ? (
        <div className="banner banner--error">{t('market.specification.failed')}</div>
      ) : (
        <SpecificationFacts spec={spec.data} />
      )}
    </Dialog>
  );
}

function SpecificationFacts({ spec }: { spec: Specification }) {
  const { t } = useTranslation();
  const unknown = t('market.specification.unknown');
  const usd = (value: number | null) => (value === null ? unknown : `${value.toFixed(2)} USD`);
  // A swap in its mode's unit: USD per lot, points per lot, or % a year of the notional.
  const swap = (value: number) =>
    spec.swap_mode === 'usd_per_lot'
      ? t('market.specification.swapUsd', { value: value.toFixed(2) })
      : spec.swap_mode === 'points'
        ? t('market.specification.swapPoints', { value: String(value) })
        : t('market.specification.swapPercent', { value: String(value) });
  const weekday = (day: number) => t(`market.specification.weekdays.${WEEKDAY_KEYS[day] ?? 'sun'}`);
  const texts: SessionTexts = {
    always: t('market.specification.hours.always'),
    fx: t('market.specification.hours.fx'),
    zone: t('market.specification.sessionsZone', { zone: spec.time_zone ?? 'UTC' }),
    weekday,
  };
  const tripleIndex = spec.triple_swap_day === null ? -1 : WEEKDAY_NAMES.indexOf(spec.triple_swap_day as (typeof WEEKDAY_NAMES)[number]);
  const tripleDay = tripleIndex < 0 ? undefined : tripleIndex;
  const rows: Array<[string, string]> = [
    [t('market.specification.contractSize'), String(spec.contract_size)],
    [t('market.specification.digits'), String(spec.digits)],
    [t('market.specification.pipSize'), String(spec.pip_size)],
    [t('market.specification.pipValue'), usd(spec.pip_value)],
    [t('market.specification.spread'), spec.spread_points === null ? unknown : String(spec.spread_points)],
    [
      t('market.specification.markup'),
      spec.markup_mode === 'points'
        ? t('market.specification.markupPoints', { value: String(spec.markup) })
        : t('market.specification.markupPercent', { value: String(spec.markup) }),
    ],
    [
      t('market.specification.commission'),
      spec.commission_mode === 'per_lot'
        ? t('market.specification.commissionPerLot', { value: spec.commission.toFixed(2) })
        : t('market.specification.commissionPerMillion', { value: spec.commission.toFixed(2) }),
    ],
    [t('market.specification.leverage'), `1:${spec.leverage}`],
    [t('market.specification.marginPerLot'), usd(spec.margin_per_lot)],
    [t('market.specification.swapLong'), swap(spec.swap_long)],
    [t('market.specification.swapShort'), swap(spec.swap_short)],
    [t('market.specification.tripleSwap'), tripleDay === undefined ? t('market.specification.none') : weekday(tripleDay)],
    [t('market.specification.volume'), `${spec.volume_min} – ${spec.volume_max}, ${spec.volume_step}`],
    [t('market.specification.tradeMode'), t(`market.specification.tradeModes.${spec.trade_mode}`)],
    [t('market.specification.levels'), `${spec.margin_call_level} % / ${spec.stop_out_level} %`],
    [t('market.specification.sessions'), sessionsText(spec.sessions, spec.trading_hours, texts)],
  ];
  // Quotes that start before or end after trading get a line of their own.
  if (spec.quote_sessions && JSON.stringify(spec.quote_sessions) !== JSON.stringify(spec.sessions))
    rows.push([t('market.specification.quoteSessions'), sessionsText(spec.quote_sessions, spec.trading_hours, texts)]);
  if (spec.next_holiday)
    rows.push([
      t('market.specification.nextHoliday'),
      spec.next_holiday.open === null
        ? t('market.specification.holidayClosed', { date: spec.next_holiday.date, name: spec.next_holiday.name })
        : t('market.specification.holidayShortened', {
            date: spec.next_holiday.date,
            name: spec.next_holiday.name,
            open: clockText(spec.next_holiday.open),
            close: clockText(spec.next_holiday.close ?? 0),
          }),
    ]);
  return (
    <dl className="contract-spec">
      {rows.map(([label, value]) => (
        <div key={label} className="contract-spec__row">
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The sessions line's words, translated by the dialog (the catalogue's `t` type is too deep to pass around). */
interface SessionTexts {
  always: string;
  fx: string;
  zone: string;
  weekday: (day: number) => string;
}

type Sessions = Specification['sessions'];

/** The broker's sessions (a span never breaks at its dash), a line per weekday (several intervals a day joined), in its time zone; else the sheet's hours. */
function sessionsText(sessions: Sessions, hours: string, texts: SessionTexts): string {
  if (!sessions) return hours === 'always' ? texts.always : texts.fx;
  const days = new Map<number, string[]>();
  for (const s of sessions) days.set(s.weekday, [...(days.get(s.weekday) ?? []), `${clockText(s.open)}\u2060–\u2060${clockText(s.close)}`]);
  const lines = [...days].map(([weekday, spans]) => `${texts.weekday(weekday)} ${spans.join(', ')}`);
  return [...lines, texts.zone].join('\n');
}
