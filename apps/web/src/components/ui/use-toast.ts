// const toast = useToast(); toast.show({ title, description, variant: 'success' | 'warning' | 'error' | 'info' });
import { toast } from './toast-store.ts';

export function useToast() {
  return toast;
}
