import type { PlaceOrderRequest } from '@platform/shared/orders';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { loadPlaceAnswer } from '../lib/load-place-answer.ts';
import type { PlaceFeedback } from '../lib/place-feedback.ts';

const showToast = (feedback: PlaceFeedback) =>
  toast.show({ title: feedback.title, description: feedback.description, variant: feedback.tone, action: feedback.action });

/** Places an order from the desktop panel: toast for every answer (spec §8), a chime on success (prices at `digits`). */
export function usePlaceTrade(digits?: number) {
  const mutation = usePlaceOrder();
  const place = (request: PlaceOrderRequest) => {
    const answer = loadPlaceAnswer();
    mutation.mutate(request, {
      onSuccess: (result) =>
        void answer.then(({ playSuccessSound, placeSuccessFeedback }) => {
          playSuccessSound();
          showToast(placeSuccessFeedback(result, digits));
        }),
      onError: (error) => void answer.then(({ placeErrorFeedback }) => showToast(placeErrorFeedback(error))),
    });
  };
  return { place, placing: mutation.isPending };
}
