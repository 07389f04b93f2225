import type { ComponentProps } from 'react';
import { useSelectedSymbol } from '../../../lib/selected-symbol.ts';
import { useSymbols } from '../api/get-symbols.ts';
import { PriceChart } from '../../../components/chart/price-chart.tsx';

type Passed = Omit<ComponentProps<typeof PriceChart>, 'symbol' | 'digits' | 'title'>;

/** The chart of the symbol selected in the list (hourly by default on the dashboard). */
export function SelectedSymbolChart({ defaultInterval = 3600, ...rest }: Passed) {
  const symbol = useSelectedSymbol();
  const spec = useSymbols().data?.symbols.find((s) => s.symbol === symbol);
  return <PriceChart symbol={symbol} digits={spec?.digits ?? 5} title={spec?.title} defaultInterval={defaultInterval} {...rest} />;
}
