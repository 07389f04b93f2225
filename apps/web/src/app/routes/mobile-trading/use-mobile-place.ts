import { useState } from 'react';
import type { PlaceOrderRequest } from '@platform/shared/orders';
import { usePlaceOrder } from '../../../features/trading/api/place-order.ts';
import { mobilePlaceError, mobilePlaceSuccess, type ResultDialogContent } from '../../../features/trading/lib/place-feedback.ts';
import { playSuccessSound } from '../../../features/trading/lib/success-sound.ts';

/** Places from the phone: one order in flight at a time, the answer shown in the result dialog. */
export function useMobilePlace() {
  const mutation = usePlaceOrder();
  const [result, setResult] = useState<ResultDialogContent | null>(null);
  const place = (request: PlaceOrderRequest, onSuccess?: () => void) => {
    if (mutation.isPending) return;
    mutation.mutate(request, {
      onSuccess: (answer) => {
        playSuccessSound();
        setResult(mobilePlaceSuccess(answer));
        onSuccess?.();
      },
      onError: (error) => setResult(mobilePlaceError(error)),
    });
  };
  return { place, placing: mutation.isPending, result, dismissResult: () => setResult(null) };
}
