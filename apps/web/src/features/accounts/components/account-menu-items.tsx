import { lazy, Suspense } from 'react';
import type { TradingAccount } from '@platform/shared/trading-accounts';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';
import { CheckIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { withCatalogue } from '../../../lib/i18n/load-catalogue.ts';
import { useMe } from '../../../lib/use-me.ts';
import { formatSignedUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useOpenAccount } from '../api/open-account.ts';
import { useMakeDefaultAccount } from '../api/make-default-account.ts';

// Only a trader who chose a display currency loads it (its code and the profile's texts).
const DisplayLine = lazy(
  withCatalogue(['profile'], () =>
    import('../../../components/display-currency/display-line.tsx').then((module) => ({ default: module.DisplayLine })),
  ),
);

interface AccountMenuItemsProps {
  accounts: TradingAccount[];
  current: TradingAccount;
  switchTo: (id: number) => void;
}

/** The open account menu's rows and 'open a demo account': loaded with the menu, not with the top bar. */
export function AccountMenuItems({ accounts, current, switchTo }: AccountMenuItemsProps) {
  const { t } = useTranslation();
  const open = useOpenAccount({
    onSuccess: ({ account }) => toast.show({ title: t('account.opened', { number: String(account.number) }), variant: 'success' }),
    onError: (error) => toast.show({ title: serverMessageOr(error, t('account.openFailed')), variant: 'error' }),
  });
  const makeDefault = useMakeDefaultAccount({
    onSuccess: ({ accounts: after }, accountId) => {
      const made = after.find((account) => account.id === accountId);
      if (made) toast.show({ title: t('account.madeDefault', { number: String(made.number) }), variant: 'success' });
    },
    onError: (error) => toast.show({ title: serverMessageOr(error, t('account.makeDefaultFailed')), variant: 'error' }),
  });
  const displayCurrency = useMe().data?.preferred_currency;
  const typeOf = (account: TradingAccount) => t(account.type === 'live' ? 'account.live' : 'account.demo');
  return (
    <>
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
              {account.is_default && accounts.length > 1 && <span className="account-menu__default">{t('account.defaultBadge')}</span>}
              {account.id === current.id && <CheckIcon className="account-menu__check" aria-hidden="true" />}
            </span>
            <span className="account-menu__figures">
              <span>{t('account.balance', { amount: formatSignedUsd(account.balance) })}</span>
              <span>{t('account.equity', { amount: formatSignedUsd(account.equity) })}</span>
            </span>
            {displayCurrency && displayCurrency !== 'USD' && (
              <Suspense>
                <DisplayLine compact amounts={{ balance: account.balance, equity: account.equity }} />
              </Suspense>
            )}
          </span>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      {!current.is_default && (
        <DropdownMenuItem disabled={makeDefault.isPending} onSelect={() => makeDefault.mutate(current.id)}>
          {t('account.makeDefault', { number: String(current.number) })}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem icon={<PlusIcon />} tone="accent" disabled={open.isPending} onSelect={() => open.mutate({ type: 'demo' })}>
        {t('account.openDemo')}
      </DropdownMenuItem>
    </>
  );
}
