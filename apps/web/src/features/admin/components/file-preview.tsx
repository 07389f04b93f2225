// A trader's upload inside a review dialog: images inline, PDFs (and anything else) as a download link.
import type { AdminFile } from '@platform/shared/admin';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFileUrl } from '../hooks/use-file-url.ts';
import './file-preview.css';

export function FilePreview({ label, file }: { label: string; file: AdminFile | null }) {
  const isImage = Boolean(file?.content_type.startsWith('image/'));
  const { data: url, isPending, isError } = useFileUrl(file?.url ?? null);
  return (
    <figure className="admin-file">
      <figcaption className="admin-file__label">{label}</figcaption>
      {!file ? (
        <p className="muted">No file.</p>
      ) : isError ? (
        <p className="banner banner--error">Could not load the file.</p>
      ) : isPending || !url ? (
        <div className="admin-file__loading">
          <Spinner label={`Loading ${label}`} />
        </div>
      ) : isImage ? (
        <a href={url} target="_blank" rel="noreferrer" title="Open full size">
          <img className="admin-file__image" src={url} alt={label} />
        </a>
      ) : (
        <a className="admin-file__download" href={url} download={`${label.toLowerCase().replace(/\s+/g, '-')}.pdf`}>
          Download {label} (PDF)
        </a>
      )}
    </figure>
  );
}
