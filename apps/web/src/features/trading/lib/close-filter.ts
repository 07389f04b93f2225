import type { CloseFilter } from '@platform/shared/orders';
import type { LivePosition } from './position-math.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

interface Held {
  order: { symbol: string };
  live: LivePosition;
}

/** The positions a close-all filter would close now, by the same rule as the server (P/L exactly 0 is neither). */
export function positionsMatching<T extends Held>(positions: readonly T[], filter: CloseFilter, symbol: string | null): T[] {
  return positions.filter(({ order, live }) => {
    if (filter === 'symbol') return order.symbol === symbol;
    if (filter === 'profitable') return live.profit !== null && live.profit > 0;
    if (filter === 'losing') return live.profit !== null && live.profit < 0;
    return true;
  });
}

export function closeFilterLabel(filter: CloseFilter, symbol: string | null): string {
  if (filter === 'symbol') return symbol ? i18n.t('trading.closeAll.allOfSymbol', { symbol }) : i18n.t('trading.closeAll.all');
  if (filter === 'profitable') return i18n.t('trading.closeAll.profitable');
  if (filter === 'losing') return i18n.t('trading.closeAll.losing');
  return i18n.t('trading.closeAll.all');
}
