import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../../components/ui/button.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useMountedOnceOpen } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

// The dialog's form and list load on the bell's first press: a first view shows the bell only.
const AlertPanel = lazy(() => import('./alert-panel.tsx'));

export interface AlertDialogProps {
  symbol: string;
  /** The live bid, to start the price from and to pick the crossing direction. */
  bid: number | undefined;
  digits: number;
}

/** The chart's bell: sets a price alert on the symbol and lists its alerts (active and fired) with delete. */
export function AlertDialog(props: AlertDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mounted = useMountedOnceOpen(open);
  return (
    <>
      <IconButton
        label={t('alerts.setAlert')}
        className="alert-dialog__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <AlertPanel {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
