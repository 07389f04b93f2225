import type { RiskInput } from '../../hooks/use-trade-form.ts';
import type { RiskSizing } from '@platform/shared/risk-sizing';
import { Toggle } from './toggle.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatUsd } from '../../../../lib/format.ts';

interface RiskFieldProps {
  risk: RiskInput;
  sizing: RiskSizing | null;
  disabled: boolean;
  onChange: (change: Partial<RiskInput>) => void;
}

const limits = {
  margin: 'cappedByMargin',
  maximum: 'cappedAtMaximum',
  minimum: 'belowMinimum',
} as const satisfies Record<NonNullable<RiskSizing['limitedBy']>, string>;

/** Size by risk: % of balance or a USD amount lost at the stop loss; the lots follow (rounded down to the step). */
export function RiskField({ risk, sizing, disabled, onChange }: RiskFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="tp-risk">
      <Toggle label={t('trading.risk.sizeByRisk')} checked={risk.on} disabled={disabled} onChange={(on) => onChange({ on })} />
      {risk.on && (
        <>
          <div className="tp-risk__inputs">
            <div className="tp-risk__modes" role="radiogroup" aria-label={t('trading.risk.riskAs')}>
              {(['percent', 'usd'] as const).map((mode) => (
                <button key={mode} type="button" role="radio" aria-checked={risk.mode === mode} onClick={() => onChange({ mode })}>
                  {mode === 'percent' ? t('trading.risk.percentOfBalance') : t('trading.risk.usd')}
                </button>
              ))}
            </div>
            <label className="tp-mini">
              <span>{risk.mode === 'percent' ? t('trading.risk.riskPercent') : t('trading.risk.riskUsd')}</span>
              <input
                type="number"
                min={0}
                step={risk.mode === 'percent' ? 0.1 : 1}
                inputMode="decimal"
                aria-label={risk.mode === 'percent' ? t('trading.risk.riskInPercent') : t('trading.risk.riskInUsd')}
                value={risk.valueText}
                onChange={(event) => onChange({ valueText: event.target.value })}
              />
            </label>
          </div>
          {sizing && (
            <p className="tp-risk__summary" aria-live="polite">
              <strong>{t('trading.lotsValue', { lots: sizing.lots.toFixed(2) })}</strong>
              {t('trading.risk.atRisk', { amount: formatUsd(sizing.riskUsd) })}
              {sizing.rewardUsd !== null && t('trading.risk.reward', { amount: formatUsd(sizing.rewardUsd) })}
              {sizing.limitedBy && <span className="tp-risk__limit"> {t(`trading.risk.${limits[sizing.limitedBy]}`)}</span>}
            </p>
          )}
        </>
      )}
    </div>
  );
}
