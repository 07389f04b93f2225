import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { CopyButton } from './copy-button.tsx';
import './recovery-codes.css';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** Accessible name of the list, e.g. "Recovery codes". */
  label: string;
  className?: string;
}

/** The one-time recovery codes shown after two-factor is turned on, with Copy and Download so they can be kept. */
export function RecoveryCodes({ codes, label, className }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  const site = window.location.host;

  function download() {
    const text = [
      t('recoveryCodes.fileTitle', { site }),
      t('recoveryCodes.fileCreated', { time: formatDateTime(Date.now()) }),
      t('recoveryCodes.fileNote'),
      '',
      ...codes,
      '',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${site.replace(/[^A-Za-z0-9.-]/g, '_')}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className={['recovery-codes', className].filter(Boolean).join(' ')}>
      <ol className="recovery-codes__list" aria-label={label}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <CopyButton
          text={codes.join('\n')}
          label={t('recoveryCodes.copy')}
          onCopied={() => setCopyFailed(false)}
          onFailed={() => setCopyFailed(true)}
        />
        <Button variant="secondary" size="sm" onClick={download}>
          {t('recoveryCodes.download')}
        </Button>
      </div>
      {copyFailed && (
        <p className="recovery-codes__error" role="alert">
          {t('recoveryCodes.copyFailed')}
        </p>
      )}
    </div>
  );
}
