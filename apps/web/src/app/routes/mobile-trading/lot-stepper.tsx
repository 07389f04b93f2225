import { clampLots, stepLots } from '../../../features/trading/lib/lots.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** The lot display with − and + (0.01 steps, 0.01–100); typing is clamped when the field is left. */
export function LotStepper({ lots, onLots }: { lots: number; onLots: (lots: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="mobile-lots" role="group" aria-label={t('mobile.lots')}>
      <button type="button" aria-label={t('mobile.decreaseLots')} onClick={() => onLots(stepLots(lots, -1))}>
        −
      </button>
      <input
        type="number"
        inputMode="decimal"
        aria-label={t('mobile.lotSize')}
        value={text ?? lots.toFixed(2)}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text !== null) onLots(clampLots(text));
          setText(null);
        }}
      />
      <button type="button" aria-label={t('mobile.increaseLots')} onClick={() => onLots(stepLots(lots, 1))}>
        +
      </button>
    </div>
  );
}
