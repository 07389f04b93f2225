import { chartIntervals } from '@platform/shared/candles';

/** The chart's timeframes of the spec: 1, 5, 15, 30, 60, 240, D. */
export function TimeframeBar({ value, onChange }: { value: number; onChange: (seconds: number) => void }) {
  return (
    <div className="timeframe-bar" role="group" aria-label="Timeframe">
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
