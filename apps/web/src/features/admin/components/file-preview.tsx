// A trader's upload inside a review dialog: images inline, PDFs (and anything else) as a download link.
import type { AdminFile } from '@platform/shared/admin';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useFileUrl } from '../hooks/use-file-url.ts';
import './file-preview.css';

/** `name` names the downloaded file (in English whatever the language, e.g. 'payment-receipt.pdf'). */
export function FilePreview({ label, name, file }: { label: string; name: string; file: AdminFile | null }) {
  const { t } = useTranslation();
  const isImage = Boolean(file?.content_type.startsWith('image/'));
  const { data: url, isPending, isError } = useFileUrl(file?.url ?? null);
  return (
    <figure className="admin-file">
      <figcaption className="admin-file__label">{label}</figcaption>
      {!file ? (
        <p className="muted">{t('admin.file.none')}</p>
      ) : isError ? (
        <p className="banner banner--error">{t('admin.file.failed')}</p>
      ) : isPending || !url ? (
        <div className="admin-file__loading">
          <Spinner label={t('admin.table.loading', { what: label })} />
        </div>
      ) : isImage ? (
        <a href={url} target="_blank" rel="noreferrer" title={t('admin.file.openFull')}>
          <img className="admin-file__image" src={url} alt={label} />
        </a>
      ) : (
        <a className="admin-file__download" href={url} download={`${name}.pdf`}>
          {t('admin.file.download', { label })}
        </a>
      )}
    </figure>
  );
}
