import { chartIntervals } from '@platform/shared/chart-intervals';
import { useTranslation } from '../../lib/i18n/i18n.ts';

interface TimeframeBarProps {
  value: number;
  onChange: (seconds: number) => void;
  /** 'select' is the mobile screen's timeframe dropdown. */
  variant?: 'buttons' | 'select';
}

/** A timeframe as traders write it in a dropdown: 1m, 5m, 1h, 4h, 1D (the spec's '5' alone reads as nothing). */
function unitLabel(seconds: number): string {
  if (seconds >= 86_400) return `${seconds / 86_400}D`;
  if (seconds >= 3600) return `${seconds / 3600}h`;
  return `${seconds / 60}m`;
}

/** The chart's timeframes of the spec: 1, 5, 15, 30, 60, 240, D. */
export function TimeframeBar({ value, onChange, variant = 'buttons' }: TimeframeBarProps) {
  const { t } = useTranslation();
  if (variant === 'select') {
    return (
      <select
        className="timeframe-select"
        aria-label={t('market.timeframe')}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {chartIntervals.map((interval) => (
          <option key={interval.seconds} value={interval.seconds}>
            {unitLabel(interval.seconds)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="timeframe-bar" role="group" aria-label={t('market.timeframe')}>
      {chartIntervals.map((interval) => (
        <button
          key={interval.seconds}
          type="button"
          className="timeframe-bar__button"
          aria-pressed={interval.seconds === value}
          onClick={() => onChange(interval.seconds)}
        >
          {interval.label}
        </button>
      ))}
    </div>
  );
}
