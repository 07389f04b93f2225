import { Link } from 'react-router';
import type { LegalPage as Page } from '@platform/shared/security';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useLegalText } from '../api/get-legal-text.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './legal-page.css';

/** /terms and /privacy: public, plain text with its paragraphs kept. */
export default function LegalPage({ page }: { page: Page }) {
  const { t } = useTranslation();
  const legal = useLegalText(page);
  return (
    <div className="legal-page">
      <header className="legal-page__top">
        <BrandLogo />
        <Link to="/register">{t('legal.back')}</Link>
      </header>
      <article className="legal-page__body">
        {legal.isPending && <PageSpinner />}
        {legal.isError && <FormMessage kind="error" text={t('legal.failed')} />}
        {legal.data && (
          <>
            <h1>{legal.data.title}</h1>
            {legal.data.text
              .split(/\n{2,}/)
              .map((paragraph) => paragraph.trim())
              .filter((paragraph) => paragraph && paragraph !== legal.data.title)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </>
        )}
      </article>
    </div>
  );
}
