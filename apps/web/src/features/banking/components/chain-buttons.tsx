import type { Chain } from '../api/get-wallets.ts';
import { chainLabels } from '@platform/shared/banking';

interface ChainButtonsProps {
  /** The networks the chosen coin travels on. */
  chains: readonly Chain[];
  value: Chain | '';
  onChange: (chain: Chain) => void;
  labelledBy: string;
}

/** The wallet chain buttons of the coin's networks (spec: TRC20, BEP20, ERC20 for USDT), one pressed at a time. */
export function ChainButtons({ chains, value, onChange, labelledBy }: ChainButtonsProps) {
  return (
    <div className="chain-buttons" role="group" aria-labelledby={labelledBy}>
      {chains.map((chain) => (
        <button key={chain} type="button" className="chain-button" aria-pressed={value === chain} onClick={() => onChange(chain)}>
          <strong>{chain}</strong>
          <span>{chainLabels[chain]}</span>
        </button>
      ))}
    </div>
  );
}
