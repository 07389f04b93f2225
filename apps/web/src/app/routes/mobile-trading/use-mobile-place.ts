import { useState } from 'react';
import type { PlaceOrderRequest } from '@platform/shared/orders';
import { usePlaceOrder } from '../../../features/trading/api/place-order.ts';
import { loadPlaceAnswer } from '../../../features/trading/lib/load-place-answer.ts';
import type { ResultDialogContent } from '../../../features/trading/lib/place-feedback.ts';

/** Places from the phone: one order in flight at a time, the answer shown in the result dialog (prices at `digits`). */
export function useMobilePlace(digits: number) {
  const mutation = usePlaceOrder();
  const [result, setResult] = useState<ResultDialogContent | null>(null);
  const place = (request: PlaceOrderRequest, onSuccess?: () => void) => {
    if (mutation.isPending) return;
    const answerCode = loadPlaceAnswer();
    mutation.mutate(request, {
      onSuccess: (answer) => {
        void answerCode.then(({ playSuccessSound, mobilePlaceSuccess }) => {
          playSuccessSound();
          setResult(mobilePlaceSuccess(answer, digits));
        });
        onSuccess?.();
      },
      onError: (error) => void answerCode.then(({ mobilePlaceError }) => setResult(mobilePlaceError(error))),
    });
  };
  return { place, placing: mutation.isPending, result, dismissResult: () => setResult(null) };
}
