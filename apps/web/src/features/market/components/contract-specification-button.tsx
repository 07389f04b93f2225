// The info icon beside a symbol (drawn: the ⓘ character showed as a box where no font had it) opens
// its contract specification, whose dialog and schemas load on the first click (they are not part of
// the dashboard's first load).
import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../../components/ui/button.tsx';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

const ContractSpecificationDialog = lazy(() =>
  import('./contract-specification.tsx').then((module) => ({ default: module.ContractSpecificationDialog })),
);

export function ContractSpecificationButton({ symbol, className }: { symbol: string; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t('market.specification.open', { symbol })}
        className={['contract-spec__trigger', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <InfoIcon size={15} aria-hidden="true" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <ContractSpecificationDialog symbol={symbol} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
