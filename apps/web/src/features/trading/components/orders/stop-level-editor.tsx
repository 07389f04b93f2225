import type { StopKind } from '../../lib/stops.ts';
import type { EditorLevel } from '../../hooks/use-stops-editor.ts';
import { Toggle } from '../trade-panel/toggle.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import '../controls.css';

interface StopLevelEditorProps {
  kind: StopKind;
  level: EditorLevel;
  digits: number;
  /** The pips stepper's step (1 on pairs, larger on crypto and commodities). */
  step: number;
  estimate: string | null;
  onOn: (on: boolean) => void;
  onPriceText: (text: string) => void;
  onPips: (pips: number) => void;
}

/** One level of the SL/TP editor: on/off, a price field and a whole-pips stepper. */
export function StopLevelEditor({ kind, level, digits, step, estimate, onOn, onPriceText, onPips }: StopLevelEditorProps) {
  const { t } = useTranslation();
  const name = kind === 'sl' ? t('trading.stops.stopLoss') : t('trading.stops.takeProfit');
  return (
    <fieldset className="stops-editor__level" data-kind={kind}>
      <legend>
        <Toggle label={name} checked={level.on} onChange={onOn} />
      </legend>
      <label className="tp-mini">
        <span>{t('trading.stops.price')}</span>
        <input
          type="number"
          inputMode="decimal"
          step={10 ** -digits}
          aria-label={t('trading.stops.priceOf', { name })}
          disabled={!level.on}
          value={level.priceText}
          onChange={(event) => onPriceText(event.target.value)}
        />
      </label>
      <div className="tp-mini">
        <span>{t('trading.stops.pips')}</span>
        <div className="tp-stepper">
          <button
            type="button"
            aria-label={t('trading.stops.pipsDown', { name })}
            disabled={!level.on}
            onClick={() => onPips(level.pips - step)}
          >
            −
          </button>
          <input
            type="number"
            min={0}
            step={step}
            inputMode="numeric"
            aria-label={t('trading.stops.pipsOf', { name })}
            disabled={!level.on}
            value={level.pips}
            onChange={(event) => onPips(Number(event.target.value))}
          />
          <button
            type="button"
            aria-label={t('trading.stops.pipsUp', { name })}
            disabled={!level.on}
            onClick={() => onPips(level.pips + step)}
          >
            +
          </button>
        </div>
      </div>
      {level.on && estimate !== null && <p className="stops-editor__estimate">{estimate}</p>}
    </fieldset>
  );
}
