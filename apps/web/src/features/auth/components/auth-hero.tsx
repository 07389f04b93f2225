import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { HeroChart } from './hero-chart.tsx';
import { MarketSnapshot } from './market-snapshot.tsx';

const features = ['markets', 'demo', 'live'] as const;

/** The left half of the sign-in screen on wide displays. */
export function AuthHero() {
  const { t } = useTranslation();
  return (
    <aside className="auth-hero" aria-label={t('auth.hero.label')}>
      <BrandLogo size="lg" />
      <div className="auth-hero__copy">
        <p className="auth-hero__eyebrow">{t('auth.hero.eyebrow')}</p>
        <p className="auth-hero__headline">{t('auth.hero.headline')}</p>
        <ul className="auth-hero__features">
          {features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              {t(`auth.hero.features.${feature}`)}
            </li>
          ))}
        </ul>
      </div>
      <HeroChart />
      <MarketSnapshot />
    </aside>
  );
}
