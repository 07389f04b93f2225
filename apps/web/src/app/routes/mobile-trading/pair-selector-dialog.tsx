import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTick } from '../../../lib/tick-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatPrice } from '../../../lib/format.ts';
import { MOBILE_PAIRS } from './mobile-pairs.ts';

function PairRow({ symbol, selected, onPick }: { symbol: string; selected: boolean; onPick: () => void }) {
  const tick = useTick(symbol);
  return (
    <li>
      <button type="button" className="mobile-pair" aria-current={selected || undefined} onClick={onPick}>
        <strong>{symbol}</strong>
        <span className="mobile-pair__price">{formatPrice(tick?.bid, 5)}</span>
        <span className={`mobile-pair__change ${tick && tick.change < 0 ? 'is-down' : 'is-up'}`}>
          {tick ? `${tick.change > 0 ? '+' : ''}${tick.change.toFixed(2)}%` : ''}
        </span>
      </button>
    </li>
  );
}

interface PairSelectorDialogProps {
  open: boolean;
  selected: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

export function PairSelectorDialog({ open, selected, onPick, onClose }: PairSelectorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('mobile.selectPair')} size="sm">
      <ul className="mobile-pairs">
        {MOBILE_PAIRS.map((symbol) => (
          <PairRow key={symbol} symbol={symbol} selected={symbol === selected} onPick={() => onPick(symbol)} />
        ))}
      </ul>
    </Dialog>
  );
}
