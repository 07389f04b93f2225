import { useEffect, useRef, useState } from 'react';
import { LOTS_MIN, LOTS_STEP } from '@platform/shared/order-limits';
import type { OrderSide } from '@platform/shared/orders';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { usePlaceTrade } from '../../hooks/use-place-trade.ts';
import { useQuote } from '../../hooks/use-quote.ts';
import { clampLots } from '../../lib/lots.ts';
import './chart-trading.css';
import { formatPrice } from '../../../../lib/format.ts';
import { placeOrderRequest } from '../../lib/order-request.ts';

/**
 * One-click trading on the chart (TradingView's buy/sell buttons): SELL at the bid and BUY at the
 * ask place a market order at once, with no confirmation; the volume field sets its size.
 */
export function OneClickPanel({
  symbol,
  digits,
  volume,
  onVolume,
}: {
  symbol: string;
  digits: number;
  /** Lots of each one-click order (also those placed at a chart price). */
  volume: number;
  onVolume: (volume: number) => void;
}) {
  const { t } = useTranslation();
  const quote = useQuote(symbol);
  const [volumeText, setVolumeText] = useState<string | null>(null);
  const { place, placing } = usePlaceTrade(digits);

  const trade = (side: OrderSide) => {
    if (!quote) return;
    place(placeOrderRequest({ symbol, side, type: 'market', volume, price: side === 'buy' ? quote.ask : quote.bid }));
  };

  // Shift+B and Shift+S trade from the keyboard while one-click trading is on (not while typing).
  const latestTrade = useRef(trade);
  latestTrade.current = trade;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      const side = event.code === 'KeyB' ? 'buy' : event.code === 'KeyS' ? 'sell' : null;
      if (!side) return;
      event.preventDefault();
      latestTrade.current(side);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="one-click" role="group" aria-label={t('chartTrading.oneClickPanel')}>
      <button
        type="button"
        className="one-click__side one-click__side--sell"
        disabled={!quote || placing}
        title={t('chartTrading.shortcut', { keys: 'Shift+S' })}
        aria-keyshortcuts="Shift+S"
        onClick={() => trade('sell')}
      >
        <span className="one-click__label">{t('chartTrading.sell')}</span>
        <span className="one-click__price">{formatPrice(quote?.bid, digits)}</span>
      </button>
      <input
        className="one-click__volume"
        type="number"
        inputMode="decimal"
        min={LOTS_MIN}
        step={LOTS_STEP}
        aria-label={t('chartTrading.volume')}
        value={volumeText ?? volume.toFixed(2)}
        onChange={(event) => {
          setVolumeText(event.target.value);
          onVolume(clampLots(event.target.value));
        }}
        onBlur={() => setVolumeText(null)}
      />
      <button
        type="button"
        className="one-click__side one-click__side--buy"
        disabled={!quote || placing}
        title={t('chartTrading.shortcut', { keys: 'Shift+B' })}
        aria-keyshortcuts="Shift+B"
        onClick={() => trade('buy')}
      >
        <span className="one-click__label">{t('chartTrading.buy')}</span>
        <span className="one-click__price">{formatPrice(quote?.ask, digits)}</span>
      </button>
    </div>
  );
}
