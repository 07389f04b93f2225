import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { HeroChart } from './hero-chart.tsx';
import { MarketSnapshot } from './market-snapshot.tsx';

const features = [
  'Currency pairs, commodities and crypto in one terminal',
  'Practise on a demo account with virtual funds',
  'Go live after identity verification and funding',
];

/** The left half of the sign-in screen on wide displays. */
export function AuthHero() {
  return (
    <aside className="auth-hero" aria-label="About the platform">
      <BrandLogo size="lg" />
      <div className="auth-hero__copy">
        <p className="auth-hero__eyebrow">Multi-asset trading</p>
        <p className="auth-hero__headline">Trade the world’s markets from one fast, focused terminal.</p>
        <ul className="auth-hero__features">
          {features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <HeroChart />
      <MarketSnapshot />
    </aside>
  );
}
