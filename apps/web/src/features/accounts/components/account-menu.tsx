import { lazy, Suspense, useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useActiveAccountId } from '../../../lib/active-account.ts';
import { formatSignedUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useSwitchAccount } from '../hooks/use-switch-account.ts';
import './account-menu.css';

// The rows load with the menu (pointing at the trigger fetches them), not with every signed-in screen.
const loadItems = () => import('./account-menu-items.tsx');
const AccountMenuItems = lazy(() => loadItems().then((module) => ({ default: module.AccountMenuItems })));

/**
 * The top bar's account menu (issue 29): every account of the trader with its number, type, balance
 * and equity; a click makes one this tab's account; a new demo account is one more click.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: accounts } = useAccounts();
  const chosen = useActiveAccountId();
  const switchTo = useSwitchAccount();
  // A tab's stored account that is no longer the trader's (closed, another store): back to the default one.
  const stale = chosen !== null && accounts !== undefined && !accounts.some((account) => account.id === chosen);
  useEffect(() => {
    if (stale) switchTo(accounts![0]!.id);
  }, [stale, accounts, switchTo]);
  if (!accounts || accounts.length === 0) return null;
  const current = accounts.find((account) => account.id === chosen) ?? accounts[0]!;
  return (
    <DropdownMenu
      align="end"
      preload={loadItems}
      trigger={
        <Button variant="ghost" className="account-menu__trigger top-bar__menu-trigger" data-several={accounts.length > 1}>
          <span className="visually-hidden">{t('account.menuLabel')} </span>
          <span className={`account-menu__badge account-menu__badge--${current.type}`}>
            {t(current.type === 'live' ? 'account.live' : 'account.demo')}
          </span>
          <span className="account-menu__number">#{current.number}</span>
          <span className="account-menu__balance">{formatSignedUsd(current.balance)}</span>
          <ChevronDownIcon className="top-bar__chevron" />
        </Button>
      }
    >
      <Suspense fallback={null}>
        <AccountMenuItems accounts={accounts} current={current} switchTo={switchTo} />
      </Suspense>
    </DropdownMenu>
  );
}
