import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { IChartApi, ISeriesApi, MouseEventParams, SeriesType, Time } from 'lightweight-charts';
import { DropdownMenu } from '../../components/ui/dropdown-menu.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

interface PriceActionButtonProps {
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  digits: number;
  /** The menu's items for a price (orders, an alert…), from the screen that owns those actions. */
  menu: (price: number) => ReactNode;
}

/**
 * TradingView's '+' on the price axis: it follows the crosshair's price and opens a menu of what
 * can be done at that price (place a pending order, set an alert).
 */
export function PriceActionButton({ chart, series, digits, menu }: PriceActionButtonProps) {
  const { t } = useTranslation();
  const [at, setAt] = useState<{ y: number; price: number } | null>(null);
  const [open, setOpen] = useState(false);
  const over = useRef(false);
  const held = open || over.current;

  useEffect(() => {
    if (!chart || !series) return;
    let frame = 0;
    const onMove = (param: MouseEventParams<Time>) => {
      if (open) return;
      const y = param.point?.y;
      const price = y === undefined ? null : series.coordinateToPrice(y);
      cancelAnimationFrame(frame);
      // Moving onto the button leaves the chart: keep it while the pointer is on it.
      frame = requestAnimationFrame(() => {
        if (y === undefined || price === null) {
          if (!over.current) setAt(null);
        } else setAt({ y, price: Number(price.toFixed(digits)) });
      });
    };
    chart.subscribeCrosshairMove(onMove);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      cancelAnimationFrame(frame);
    };
  }, [chart, series, digits, open]);

  if (!at || !chart) return null;
  const right = chart.priceScale('right').width();
  return (
    <div
      className="price-action"
      style={{ top: at.y, right: right + 2 }}
      onPointerEnter={() => (over.current = true)}
      onPointerLeave={() => {
        over.current = false;
        if (!held) setAt(null);
      }}
    >
      <DropdownMenu
        align="end"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && !over.current) setAt(null);
        }}
        trigger={
          <button
            type="button"
            className="price-action__button"
            aria-label={t('chartTrading.actionsAt', { price: at.price.toFixed(digits) })}
          >
            +
          </button>
        }
      >
        {menu(at.price)}
      </DropdownMenu>
    </div>
  );
}
