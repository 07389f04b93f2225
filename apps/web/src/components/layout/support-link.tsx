import { Link } from 'react-router';
import { SupportIcon } from '../ui/icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

export function SupportLink() {
  const { t } = useTranslation();
  return (
    <Link to="/support" className="ui-button ui-button--ghost ui-icon-button" aria-label={t('nav.support')} title={t('nav.support')}>
      <SupportIcon />
    </Link>
  );
}
