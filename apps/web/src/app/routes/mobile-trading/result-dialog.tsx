import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { ResultDialogContent } from '../../../features/trading/lib/place-feedback.ts';

/** The placement's answer on the phone: title, description (and the fill price, or a way to Deposit), success or error. */
export function ResultDialog({ result, onClose }: { result: ResultDialogContent | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<span className={`mobile-result mobile-result--${result?.type ?? 'success'}`}>{result?.title}</span>}
      description={result?.description}
      size="sm"
      footer={
        <Button block onClick={onClose}>
          {t('trading.ok')}
        </Button>
      }
    >
      {result?.detail && <p className="mobile-result__detail">{result.detail}</p>}
      {result?.action && (
        <Link className="mobile-result__action" to={result.action.href} onClick={onClose}>
          {result.action.label}
        </Link>
      )}
    </Dialog>
  );
}
