import { useTranslation } from '../../lib/i18n/i18n.ts';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-label={t('common.loading')}>
      <span className="spinner" />
    </div>
  );
}
