// "21–40 of 134" with previous/next; hidden when everything fits on one page.
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (total <= pageSize && page === 1)
    return total > 0 ? <p className="admin-pager muted">{t('admin.pager.total', { count: total })}</p> : null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <span className="muted">{t('admin.pager.range', { first: String(first), last: String(last), total: String(total) })}</span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span className="muted">{t('admin.pager.pageOf', { page: String(page), pages: String(pages) })}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
