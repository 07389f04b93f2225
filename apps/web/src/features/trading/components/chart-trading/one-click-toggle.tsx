import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import './chart-trading.css';

interface OneClickToggleProps {
  on: boolean;
  acknowledged: boolean;
  onChange: (change: { one_click: boolean; one_click_acknowledged?: boolean }) => void;
  /** Narrow screens show a short label (the switch keeps its full name). */
  short?: boolean;
}

/** The one-click trading switch; the first time it is turned on, the trader accepts its risk. */
export function OneClickToggle({ on, acknowledged, onChange, short = false }: OneClickToggleProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('chartTrading.oneClick')}
        className={on ? 'one-click-toggle one-click-toggle--on' : 'one-click-toggle'}
        onClick={() => (on ? onChange({ one_click: false }) : acknowledged ? onChange({ one_click: true }) : setAsking(true))}
      >
        <span aria-hidden="true">⚡</span>
        {short ? t('chartTrading.oneClickShort') : t('chartTrading.oneClick')}
        <span className="one-click-toggle__state">{on ? t('chartTrading.on') : t('chartTrading.off')}</span>
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('chartTrading.riskTitle')}
        description={t('chartTrading.riskText')}
        confirmLabel={t('chartTrading.riskAccept')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          onChange({ one_click: true, one_click_acknowledged: true });
          setAsking(false);
        }}
      />
    </>
  );
}
