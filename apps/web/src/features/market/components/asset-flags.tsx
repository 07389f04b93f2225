import { assetIcon } from '../lib/asset-icons.ts';
import './asset-flags.css';

/** Base and quote flags, overlapping like a currency pair badge. */
export function AssetFlags({ base, quote }: { base: string; quote: string }) {
  return (
    <span className="asset-flags" aria-hidden="true">
      <AssetIcon code={base} className="asset-flags__base" />
      <AssetIcon code={quote} className="asset-flags__quote" />
    </span>
  );
}

function AssetIcon({ code, className }: { code: string; className: string }) {
  const src = assetIcon(code);
  if (!src) return <span className={`${className} asset-flags__fallback`}>{code.slice(0, 1)}</span>;
  return <img className={className} src={src} alt="" width={20} height={20} draggable={false} />;
}
