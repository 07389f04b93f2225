import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { TradePanel } from './trade-panel.tsx';
import './trade-panel.css';

/** The trade panel at about 20 % of the width; closed, it leaves an 'Open Trade' button to reopen it. */
export function TradePanelDock({ symbol }: { symbol: string }) {
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <div className="trade-panel-dock trade-panel-dock--closed">
        <Button variant="primary" className="trade-panel-dock__reopen" onClick={() => setOpen(true)}>
          Open Trade
        </Button>
      </div>
    );
  }
  return (
    <div className="trade-panel-dock">
      <TradePanel symbol={symbol} onClose={() => setOpen(false)} />
    </div>
  );
}
