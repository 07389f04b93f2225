import type { StopKind } from '../../lib/stops.ts';
import type { EditorLevel } from '../../hooks/use-stops-editor.ts';
import { Toggle } from '../trade-panel/toggle.tsx';
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
  const name = kind === 'sl' ? 'Stop Loss' : 'Take Profit';
  return (
    <fieldset className="stops-editor__level" data-kind={kind}>
      <legend>
        <Toggle label={name} checked={level.on} onChange={onOn} />
      </legend>
      <label className="tp-mini">
        <span>Price</span>
        <input
          type="number"
          inputMode="decimal"
          step={10 ** -digits}
          aria-label={`${name} price`}
          disabled={!level.on}
          value={level.priceText}
          onChange={(event) => onPriceText(event.target.value)}
        />
      </label>
      <div className="tp-mini">
        <span>Pips</span>
        <div className="tp-stepper">
          <button type="button" aria-label={`${name} pips down`} disabled={!level.on} onClick={() => onPips(level.pips - step)}>
            −
          </button>
          <input
            type="number"
            min={0}
            step={step}
            inputMode="numeric"
            aria-label={`${name} pips`}
            disabled={!level.on}
            value={level.pips}
            onChange={(event) => onPips(Number(event.target.value))}
          />
          <button type="button" aria-label={`${name} pips up`} disabled={!level.on} onClick={() => onPips(level.pips + step)}>
            +
          </button>
        </div>
      </div>
      {level.on && estimate !== null && <p className="stops-editor__estimate">{estimate}</p>}
    </fieldset>
  );
}
