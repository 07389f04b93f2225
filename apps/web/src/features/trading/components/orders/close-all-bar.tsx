import { useState } from 'react';
import type { CloseFilter } from '@platform/shared/orders';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useClosePositions } from '../../api/close-positions.ts';
import { closeFilterLabel, positionsMatching } from '../../lib/close-filter.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import './orders-table.css';

interface Choice {
  filter: CloseFilter;
  symbol: string | null;
}

/** Close all / all of a symbol / profitable / losing: each asks first, naming how many positions it closes. */
export function CloseAllBar({ positions }: { positions: readonly OpenPosition[] }) {
  const { t } = useTranslation();
  const closeAll = useClosePositions();
  const [choice, setChoice] = useState<Choice | null>(null);
  const symbols = [...new Set(positions.map(({ order }) => order.symbol))].sort();
  const [symbol, setSymbol] = useState<string | null>(null);
  const chosenSymbol = symbol !== null && symbols.includes(symbol) ? symbol : (symbols[0] ?? null);
  if (positions.length === 0) return null;

  const count = choice ? positionsMatching(positions, choice.filter, choice.symbol).length : 0;
  const confirm = () => {
    if (!choice) return;
    closeAll.mutate(
      { filter: choice.filter, symbol: choice.symbol },
      {
        onSuccess: (answer) => {
          const skipped = answer.data.skipped.length;
          toast.success(
            t('trading.closeAll.closed', { count: answer.data.closed.length }),
            skipped > 0 ? t('trading.closeAll.skipped', { count: skipped }) : undefined,
          );
          setChoice(null);
        },
      },
    );
  };
  const button = (filter: CloseFilter, forSymbol: string | null = null) => (
    <Button size="sm" variant="secondary" onClick={() => setChoice({ filter, symbol: forSymbol })}>
      {closeFilterLabel(filter, forSymbol)}
    </Button>
  );

  return (
    <div className="close-all-bar" role="group" aria-label={t('trading.closeAll.group')}>
      {button('all')}
      {button('profitable')}
      {button('losing')}
      <span className="close-all-bar__symbol">
        <select
          aria-label={t('trading.closeAll.symbolToClose')}
          value={chosenSymbol ?? ''}
          onChange={(event) => setSymbol(event.target.value)}
        >
          {symbols.map((held) => (
            <option key={held} value={held}>
              {held}
            </option>
          ))}
        </select>
        {button('symbol', chosenSymbol)}
      </span>
      {choice && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setChoice(null)}
          title={closeFilterLabel(choice.filter, choice.symbol)}
          description={count === 0 ? t('trading.closeAll.noneMatch') : t('trading.closeAll.closes', { count })}
          confirmLabel={count === 0 ? t('trading.ok') : t('trading.closeAll.confirm', { count })}
          cancelLabel={t('trading.cancel')}
          tone="danger"
          busy={closeAll.isPending}
          onConfirm={count === 0 ? () => setChoice(null) : confirm}
        >
          {closeAll.isError && (
            <p className="tp-error" role="alert">
              {failureText(closeAll.error, t('trading.requestFailed'), t('trading.unreachable'))}
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
