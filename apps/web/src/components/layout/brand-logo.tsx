// The logo mark plus wordmark, used by the top bar and the sign-in screen: <BrandLogo size="lg" />
import logoUrl from '../../assets/logo.svg';
import './brand-logo.css';

/** The product has no trade name in the spec; the wordmark says what it is. */
export const BRAND_NAME = 'Trading Platform';

export function BrandLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const [first, ...rest] = BRAND_NAME.split(' ');
  const px = size === 'lg' ? 40 : 30;
  return (
    <span className={`brand-logo brand-logo--${size}`}>
      <img src={logoUrl} alt="" width={px} height={px} />
      <span className="brand-logo__word">
        {first} <span className="brand-logo__word-rest">{rest.join(' ')}</span>
      </span>
    </span>
  );
}
