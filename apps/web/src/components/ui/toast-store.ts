// Toasts from anywhere, React or not:
//   import { toast } from '../components/ui/toast-store.ts';
//   toast.show({ title: 'Trade Placed Successfully', description: 'Your order has been executed.', variant: 'success' });
// Inside components `const toast = useToast()` (use-toast.ts) gives the same object.
// <Toaster /> (mounted by app/lazy-toaster.tsx while there is a toast) shows them top right; each closes after 4000 ms.
export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes; 4000 by default (spec §9). */
  duration?: number;
  /** A link the toast offers, e.g. to Deposit after 'Insufficient Margin'. */
  action?: { label: string; href: string };
}

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastInput['action'];
}

export const TOAST_DURATION_MS = 4000;
const MAX_VISIBLE = 5;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

export const toast = {
  show(input: ToastInput): number {
    const id = nextId++;
    const item: ToastItem = { id, title: input.title, variant: input.variant ?? 'info', duration: input.duration ?? TOAST_DURATION_MS };
    if (input.description) item.description = input.description;
    if (input.action) item.action = input.action;
    emit([...items, item].slice(-MAX_VISIBLE));
    return id;
  },
  success: (title: string, description?: string) => toast.show({ title, description, variant: 'success' }),
  warning: (title: string, description?: string) => toast.show({ title, description, variant: 'warning' }),
  error: (title: string, description?: string) => toast.show({ title, description, variant: 'error' }),
  info: (title: string, description?: string) => toast.show({ title, description, variant: 'info' }),
  dismiss(id: number) {
    emit(items.filter((item) => item.id !== id));
  },
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => items,
};
