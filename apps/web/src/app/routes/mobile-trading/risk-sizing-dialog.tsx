import { useState } from 'react';
import { pipSize } from '@platform/shared/pip-size';
import type { SymbolSpec } from '@platform/shared/symbols';
import { riskSizedLots, type RiskMode } from '@platform/shared/risk-sizing';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRiskContext } from '../../../features/trading/hooks/use-risk-context.ts';
import type { BidAsk } from '@platform/shared/quote';
import { formatUsd } from '../../../lib/format.ts';

/** What the phone's BUY/SELL sends after sizing by risk: the lots and the stops they were sized for. */
export interface StopPlan {
  lots: number;
  stopLossPips: number;
  takeProfitPips: number | null;
}

interface RiskSizingDialogProps {
  spec: SymbolSpec | undefined;
  quote: BidAsk | undefined;
  defaultPips: number;
  onApply: (plan: StopPlan) => void;
  onClose: () => void;
}

/** Size by risk on the phone: % of balance or USD at an SL distance gives the lots (and the SL/TP sent with them). */
export function RiskSizingDialog({ spec, quote, defaultPips, onApply, onClose }: RiskSizingDialogProps) {
  const { t } = useTranslation();
  const context = useRiskContext(spec);
  const [mode, setMode] = useState<RiskMode>('percent');
  const [valueText, setValueText] = useState('1');
  const [slText, setSlText] = useState(String(defaultPips));
  const [tpText, setTpText] = useState('');
  const stopLossPips = Number(slText);
  const takeProfitPips = tpText.trim() === '' ? null : Number(tpText);
  const sizing =
    context && quote && spec
      ? riskSizedLots({
          ...context,
          mode,
          value: Number(valueText),
          stopLossPips,
          takeProfitPips,
          pipSize: pipSize(spec),
          price: quote.ask,
        })
      : null;
  const usable = sizing !== null && sizing.lots > 0 && (takeProfitPips === null || takeProfitPips > 0);
  const field = (label: string, value: string, onChange: (text: string) => void) => (
    <label className="tp-mini">
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('trading.risk.sizeByRisk')}
      size="sm"
      footer={
        <Button disabled={!usable} onClick={() => sizing && onApply({ lots: sizing.lots, stopLossPips, takeProfitPips })}>
          {usable ? t('mobile.useLots', { lots: sizing.lots.toFixed(2) }) : t('mobile.useTheseLots')}
        </Button>
      }
    >
      <div className="mobile-risk">
        <div className="tp-risk__modes" role="radiogroup" aria-label={t('trading.risk.riskAs')}>
          {(['percent', 'usd'] as const).map((choice) => (
            <button key={choice} type="button" role="radio" aria-checked={mode === choice} onClick={() => setMode(choice)}>
              {choice === 'percent' ? t('trading.risk.percentOfBalance') : t('trading.risk.usd')}
            </button>
          ))}
        </div>
        {field(mode === 'percent' ? t('trading.risk.riskInPercent') : t('trading.risk.riskInUsd'), valueText, setValueText)}
        {field(t('mobile.stopLossPips'), slText, setSlText)}
        {field(t('mobile.takeProfitPips'), tpText, setTpText)}
        {sizing && (
          <p className="tp-risk__summary" aria-live="polite">
            <strong>{t('trading.lotsValue', { lots: sizing.lots.toFixed(2) })}</strong>
            {t('trading.risk.atRisk', { amount: formatUsd(sizing.riskUsd) })}
            {sizing.rewardUsd !== null && t('trading.risk.reward', { amount: formatUsd(sizing.rewardUsd) })}
            {sizing.limitedBy === 'margin' && t('mobile.cappedByMargin')}
            {sizing.limitedBy === 'minimum' && t('mobile.belowMinimum')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
