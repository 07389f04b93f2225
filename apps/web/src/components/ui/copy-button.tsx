import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import './copy-button.css';

interface CopyButtonProps {
  text: string;
  label?: string;
  /** Accessible name, e.g. "Copy address". */
  ariaLabel?: string;
  copiedLabel?: string;
  disabled?: boolean;
  onCopied?: () => void;
  onFailed?: () => void;
}

/** The copy confirmation lasts 1 to 1.2 s (spec §9). */
const CONFIRMATION_MS = 1100;

/** Copies text to the clipboard and confirms briefly; failures are reported to the caller. */
export function CopyButton({ text, label, ariaLabel, copiedLabel, disabled, onCopied, onFailed }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
      onCopied?.();
    } catch {
      onFailed?.();
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      className="copy-button"
      onClick={copy}
      disabled={disabled || !text}
      aria-label={copied ? undefined : ariaLabel}
      data-copied={copied}
    >
      {copied ? (copiedLabel ?? t('common.copied')) : (label ?? t('common.copy'))}
    </Button>
  );
}
