import type { TransactionStep } from '@platform/shared/banking';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import './transaction-timeline.css';
import { formatDateTime } from '../../lib/format.ts';

/** A deposit's or withdrawal's steps, oldest first, each with its time; the back office also sees who took it. */
export function TransactionTimeline({ id, steps }: { id: number; steps: readonly TransactionStep[] }) {
  const { t } = useTranslation();
  return (
    <ol className="tx-timeline" aria-label={t('moneyTimeline.title', { id: String(id) })}>
      {steps.map((step) => (
        <li key={step.step} className={`tx-timeline__step tx-timeline__step--${step.step}`}>
          <span className="tx-timeline__dot" aria-hidden="true" />
          <div className="tx-timeline__body">
            <p className="tx-timeline__head">
              <strong>{t(`moneyTimeline.steps.${step.step}`)}</strong>
              <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              {step.by ? <span className="tx-timeline__by">{t('moneyTimeline.by', { who: step.by })}</span> : null}
            </p>
            {step.note ? <p className="tx-timeline__note">{t('moneyTimeline.reason', { reason: step.note })}</p> : null}
            {step.tx_hash ? (
              <p className="tx-timeline__hash">
                <span>{t('moneyTimeline.hash')}</span>
                <code title={step.tx_hash}>{step.tx_hash}</code>
                <CopyButton text={step.tx_hash} ariaLabel={t('moneyTimeline.copyHash')} />
                {step.explorer_url ? (
                  <a href={step.explorer_url} target="_blank" rel="noopener noreferrer">
                    {t('moneyTimeline.explorer')}
                  </a>
                ) : null}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
