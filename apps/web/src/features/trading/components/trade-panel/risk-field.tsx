import type { RiskInput } from '../../hooks/use-trade-form.ts';
import type { RiskSizing } from '@platform/shared/risk-sizing';
import { formatUsd } from '../../lib/format.ts';
import { Toggle } from './toggle.tsx';

interface RiskFieldProps {
  risk: RiskInput;
  sizing: RiskSizing | null;
  disabled: boolean;
  onChange: (change: Partial<RiskInput>) => void;
}

const limits: Record<NonNullable<RiskSizing['limitedBy']>, string> = {
  margin: 'Capped by your free margin.',
  maximum: 'Capped at the maximum lot size.',
  minimum: 'Below the minimum lot size.',
};

/** Size by risk: % of balance or a USD amount lost at the stop loss; the lots follow (rounded down to the step). */
export function RiskField({ risk, sizing, disabled, onChange }: RiskFieldProps) {
  return (
    <div className="tp-risk">
      <Toggle label="Size by risk" checked={risk.on} disabled={disabled} onChange={(on) => onChange({ on })} />
      {risk.on && (
        <>
          <div className="tp-risk__inputs">
            <div className="tp-risk__modes" role="radiogroup" aria-label="Risk as">
              {(['percent', 'usd'] as const).map((mode) => (
                <button key={mode} type="button" role="radio" aria-checked={risk.mode === mode} onClick={() => onChange({ mode })}>
                  {mode === 'percent' ? '% of balance' : 'USD'}
                </button>
              ))}
            </div>
            <label className="tp-mini">
              <span>{risk.mode === 'percent' ? 'Risk (%)' : 'Risk (USD)'}</span>
              <input
                type="number"
                min={0}
                step={risk.mode === 'percent' ? 0.1 : 1}
                inputMode="decimal"
                aria-label={risk.mode === 'percent' ? 'Risk in % of balance' : 'Risk in USD'}
                value={risk.valueText}
                onChange={(event) => onChange({ valueText: event.target.value })}
              />
            </label>
          </div>
          {sizing && (
            <p className="tp-risk__summary" aria-live="polite">
              <strong>{sizing.lots.toFixed(2)} lots</strong> · at risk ${formatUsd(sizing.riskUsd)}
              {sizing.rewardUsd !== null && <> · reward at TP ${formatUsd(sizing.rewardUsd)}</>}
              {sizing.limitedBy && <span className="tp-risk__limit"> {limits[sizing.limitedBy]}</span>}
            </p>
          )}
        </>
      )}
    </div>
  );
}
