import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuItem } from '../ui/dropdown-menu.tsx';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, WalletIcon } from '../ui/icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

/** Banking: Deposit (/deposit) and Withdrawal (/withdrawal). */
export function BankingMenu() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <DropdownMenu
      trigger={
        <Button variant="ghost" className="top-bar__menu-trigger">
          <WalletIcon />
          {t('nav.banking')}
          <ChevronDownIcon className="top-bar__chevron" />
        </Button>
      }
    >
      <DropdownMenuItem icon={<ArrowDownIcon />} onSelect={() => navigate('/deposit')}>
        {t('nav.deposit')}
      </DropdownMenuItem>
      <DropdownMenuItem icon={<ArrowUpIcon />} onSelect={() => navigate('/withdrawal')}>
        {t('nav.withdrawal')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
