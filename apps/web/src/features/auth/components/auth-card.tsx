import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { LanguageSegments } from '../../../components/layout/language-segments.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** The form column: brand (on phones), heading, tagline and the form. */
export function AuthCard({ title, tagline, children }: { title: string; tagline: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="auth-panel">
      <div className="auth-panel__language">
        <LanguageSegments />
      </div>
      <div className="auth-card">
        <div className="auth-card__brand">
          <BrandLogo />
        </div>
        <header className="auth-card__header">
          <h1>{title}</h1>
          <p className="auth-card__tagline">{tagline}</p>
        </header>
        {children}
      </div>
      <p className="auth-risk">{t('auth.risk')}</p>
    </section>
  );
}
