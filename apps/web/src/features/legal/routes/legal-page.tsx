import { Link } from 'react-router';
import type { LegalPage as Page } from '@platform/shared/security';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useLegalText } from '../api/get-legal-text.ts';
import './legal-page.css';

/** /terms and /privacy: public, plain text with its paragraphs kept. */
export default function LegalPage({ page }: { page: Page }) {
  const legal = useLegalText(page);
  return (
    <div className="legal-page">
      <header className="legal-page__top">
        <BrandLogo />
        <Link to="/register">Back to sign up</Link>
      </header>
      <article className="legal-page__body">
        {legal.isPending && <PageSpinner />}
        {legal.isError && <FormMessage kind="error" text="Unable to load this page. Please try again." />}
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
