import { statusTone } from '../lib/amounts.ts';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      {status}
    </span>
  );
}
