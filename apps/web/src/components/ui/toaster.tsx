// Renders the toast queue of toast-store.ts at the top right (Radix Toast: announced, pausable on hover,
// swipe right to dismiss). Mounted once in app/providers.tsx.
import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { toast, toastStore, type ToastItem, type ToastVariant } from './toast-store.ts';
import { AlertIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons.tsx';
import './toast.css';
import { useTranslation } from '../../lib/i18n/i18n.ts';

const icons: Record<ToastVariant, typeof InfoIcon> = { success: SuccessIcon, warning: AlertIcon, error: ErrorIcon, info: InfoIcon };

export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(
    (listener) => toastStore.subscribe(listener),
    () => toastStore.getSnapshot(),
  );
  return (
    <Toast.Provider swipeDirection="right" label={t('common.notifications')}>
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport className="ui-toast-viewport" label={t('common.notificationsHotkey')} />
    </Toast.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const Icon = icons[item.variant];
  const urgent = item.variant === 'error' || item.variant === 'warning';
  return (
    <Toast.Root
      className={`ui-toast ui-toast--${item.variant}`}
      duration={item.duration}
      type={urgent ? 'foreground' : 'background'}
      onOpenChange={(open) => !open && toast.dismiss(item.id)}
    >
      <Icon className="ui-toast__icon" />
      <div className="ui-toast__text">
        <Toast.Title className="ui-toast__title">{item.title}</Toast.Title>
        {item.description && <Toast.Description className="ui-toast__description">{item.description}</Toast.Description>}
        {item.action && (
          <Toast.Action altText={item.action.label} asChild>
            <a className="ui-toast__action" href={item.action.href}>
              {item.action.label}
            </a>
          </Toast.Action>
        )}
      </div>
      <Toast.Close className="ui-toast__close" aria-label={t('common.dismiss')}>
        <CloseIcon />
      </Toast.Close>
    </Toast.Root>
  );
}
