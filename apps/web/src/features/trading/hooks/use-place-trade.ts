import type { PlaceOrderRequest } from '@platform/shared/orders';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { placeErrorFeedback, placeSuccessFeedback, type PlaceFeedback } from '../lib/place-feedback.ts';
import { playSuccessSound } from '../lib/success-sound.ts';

const showToast = (feedback: PlaceFeedback) =>
  toast.show({ title: feedback.title, description: feedback.description, variant: feedback.tone });

/** Places an order from the desktop panel: toast for every answer (spec §8), a chime on success. */
export function usePlaceTrade() {
  const mutation = usePlaceOrder();
  const place = (request: PlaceOrderRequest) =>
    mutation.mutate(request, {
      onSuccess: (result) => {
        playSuccessSound();
        showToast(placeSuccessFeedback(result));
      },
      onError: (error) => showToast(placeErrorFeedback(error)),
    });
  return { place, placing: mutation.isPending };
}
