import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { TradePanel } from './trade-panel.tsx';
import './trade-panel.css';

/** The trade panel at about 20 % of the width; closed, it leaves an 'Open Trade' button to reopen it. */
export function TradePanelDock({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <div className="trade-panel-dock trade-panel-dock--closed">
        <Button variant="primary" className="trade-panel-dock__reopen" onClick={() => setOpen(true)}>
          {t('trading.panel.reopen')}
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
