import { ErrorIcon } from '../../../components/ui/icons.tsx';
import { localMessage } from '../../../lib/server-message.ts';

/** The error banner above an auth form; announced when it appears. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="banner banner--error auth-banner" role="alert">
      <ErrorIcon className="auth-banner__icon" />
      <span>{localMessage(message)}</span>
    </div>
  );
}
