// Shown where a list has nothing yet: <EmptyState title="No open orders" description="…" action={<Button>…</Button>} />
import type { ReactNode } from 'react';
import { InboxIcon } from './icons.tsx';
import './empty-state.css';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

export function EmptyState({ title, description, icon, action, compact }: EmptyStateProps) {
  return (
    <div className={['ui-empty', compact && 'ui-empty--compact'].filter(Boolean).join(' ')}>
      <div className="ui-empty__icon">{icon ?? <InboxIcon />}</div>
      <p className="ui-empty__title">{title}</p>
      {description && <p className="ui-empty__description">{description}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
