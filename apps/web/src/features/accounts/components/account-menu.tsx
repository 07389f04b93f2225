import { useEffect } from 'react';
import type { TradingAccount } from '@platform/shared/trading-accounts';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { CheckIcon, ChevronDownIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useActiveAccountId } from '../../../lib/active-account.ts';
import { formatSignedUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useOpenAccount } from '../api/open-account.ts';
import { useSwitchAccount } from '../hooks/use-switch-account.ts';
import './account-menu.css';

/**
 * The top bar's account menu (issue 29): every account of the trader with its number, type, balance
 * and equity; a click makes one this tab's account; a new demo account is one more click.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: accounts } = useAccounts();
  const chosen = useActiveAccountId();
  const switchTo = useSwitchAccount();
  const open = useOpenAccount();
  // A tab's stored account that is no longer the trader's (closed, another store): back to the default one.
  const stale = chosen !== null && accounts !== undefined && !accounts.some((account) => account.id === chosen);
  useEffect(() => {
    if (stale) switchTo(accounts![0]!.id);
  }, [stale, accounts, switchTo]);
  if (!accounts || accounts.length === 0) return null;
  const current = accounts.find((account) => account.id === chosen) ?? accounts[0]!;
  const typeOf = (account: TradingAccount) => t(account.type === 'live' ? 'account.live' : 'account.demo');
  const openDemo = () =>
    open.mutate(
      { type: 'demo' },
      {
        onSuccess: ({ account }) => toast.show({ title: t('account.opened', { number: String(account.number) }), variant: 'success' }),
        onError: (error) => toast.show({ title: serverMessageOr(error, t('account.openFailed')), variant: 'error' }),
      },
    );
  return (
    <DropdownMenu
      align="end"
      trigger={
        <Button variant="ghost" className="account-menu__trigger top-bar__menu-trigger" data-several={accounts.length > 1}>
          <span className="visually-hidden">{t('account.menuLabel')} </span>
          <span className={`account-menu__badge account-menu__badge--${current.type}`}>{typeOf(current)}</span>
          <span className="account-menu__number">#{current.number}</span>
          <span className="account-menu__balance">{formatSignedUsd(current.balance)}</span>
          <ChevronDownIcon className="top-bar__chevron" />
        </Button>
      }
    >
      <DropdownMenuLabel>{t('account.menuLabel')}</DropdownMenuLabel>
      {accounts.map((account) => (
        <DropdownMenuItem
          key={account.id}
          onSelect={() => {
            if (account.id === current.id) return;
            switchTo(account.id);
            toast.show({ title: t('account.switched', { type: typeOf(account), number: String(account.number) }), variant: 'success' });
          }}
        >
          <span className="account-menu__row">
            <span className="account-menu__row-title">
              <span className={`account-menu__badge account-menu__badge--${account.type}`}>{typeOf(account)}</span>
              <span className="account-menu__number">#{account.number}</span>
              {account.id === current.id && <CheckIcon className="account-menu__check" aria-hidden="true" />}
            </span>
            <span className="account-menu__figures">
              <span>{t('account.balance', { amount: formatSignedUsd(account.balance) })}</span>
              <span>{t('account.equity', { amount: formatSignedUsd(account.equity) })}</span>
            </span>
          </span>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<PlusIcon />} tone="accent" disabled={open.isPending} onSelect={openDemo}>
        {t('account.openDemo')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
