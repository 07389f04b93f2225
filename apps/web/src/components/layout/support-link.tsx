import { Link } from 'react-router';
import { SupportIcon } from '../ui/icons.tsx';

export function SupportLink() {
  return (
    <Link to="/support" className="ui-button ui-button--ghost ui-icon-button" aria-label="Support" title="Support">
      <SupportIcon />
    </Link>
  );
}
