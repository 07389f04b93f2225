import { clampLots, stepLots } from '../../../features/trading/lib/lots.ts';
import { useState } from 'react';

/** The lot display with − and + (0.01 steps, 0.01–100); typing is clamped when the field is left. */
export function LotStepper({ lots, onLots }: { lots: number; onLots: (lots: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="mobile-lots" role="group" aria-label="Lots">
      <button type="button" aria-label="Decrease lots" onClick={() => onLots(stepLots(lots, -1))}>
        −
      </button>
      <input
        type="number"
        inputMode="decimal"
        aria-label="Lot size"
        value={text ?? lots.toFixed(2)}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text !== null) onLots(clampLots(text));
          setText(null);
        }}
      />
      <button type="button" aria-label="Increase lots" onClick={() => onLots(stepLots(lots, 1))}>
        +
      </button>
    </div>
  );
}
