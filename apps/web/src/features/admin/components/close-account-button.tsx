import { useState } from 'react';
import type { TradingAccount } from '@platform/shared/trading-accounts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useCloseTradingAccount } from '../api/close-trading-account.ts';

/** Closes an empty trading account after a yes; the server says why when it cannot (positions, orders, money). */
export function CloseAccountButton({ traderId, account }: { traderId: number; account: TradingAccount }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCloseTradingAccount(traderId);
  const number = String(account.number);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('admin.trader.closeAccount.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.trader.closeAccount.title', { number })}
        description={t('admin.trader.closeAccount.body')}
        confirmLabel={t('admin.trader.closeAccount.confirm')}
        cancelLabel={t('admin.trader.closeAccount.cancel')}
        tone="danger"
        busy={close.isPending}
        onConfirm={() =>
          close.mutate(account.id, {
            onSuccess: () => toast.show({ title: t('admin.trader.closeAccount.done', { number }), variant: 'success' }),
            onError: (error) => toast.show({ title: serverMessageOr(error, t('admin.trader.closeAccount.failed')), variant: 'error' }),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}
