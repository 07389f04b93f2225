import { localMessage } from '../../lib/server-message.ts';
import './form-message.css';

/** The outcome of a form's submission: a success or an error line announced to screen readers. */
export function FormMessage({ kind, text }: { kind: 'success' | 'error'; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {localMessage(text)}
    </p>
  );
}
