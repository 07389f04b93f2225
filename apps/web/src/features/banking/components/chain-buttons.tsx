import { chains, type Chain } from '../api/get-wallets.ts';
import { chainLabels } from '@platform/shared/banking';

interface ChainButtonsProps {
  value: Chain | '';
  onChange: (chain: Chain) => void;
  labelledBy: string;
}

/** The wallet chain buttons TRC20, BEP20, ERC20, one pressed at a time. */
export function ChainButtons({ value, onChange, labelledBy }: ChainButtonsProps) {
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
