import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuItem } from '../ui/dropdown-menu.tsx';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, WalletIcon } from '../ui/icons.tsx';

/** Banking: Deposit (/deposit) and Withdrawal (/withdrawal). */
export function BankingMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu
      trigger={
        <Button variant="ghost" className="top-bar__menu-trigger">
          <WalletIcon />
          Banking
          <ChevronDownIcon className="top-bar__chevron" />
        </Button>
      }
    >
      <DropdownMenuItem icon={<ArrowDownIcon />} onSelect={() => navigate('/deposit')}>
        Deposit
      </DropdownMenuItem>
      <DropdownMenuItem icon={<ArrowUpIcon />} onSelect={() => navigate('/withdrawal')}>
        Withdrawal
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
