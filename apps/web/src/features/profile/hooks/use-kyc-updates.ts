import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { myKycSchema } from '@platform/shared/kyc';
import { socketClient } from '../../../lib/socket-client.ts';
import { myKycQueryKey } from '../api/get-my-kyc.ts';

/** Shows a review decision at once: 'kyc-updated' carries the `GET /api/kyc/my` shape. */
export function useKycUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketClient.on('kyc-updated', (payload) => {
        const kyc = myKycSchema.safeParse(payload);
        if (kyc.success) queryClient.setQueryData(myKycQueryKey, kyc.data);
        else void queryClient.invalidateQueries({ queryKey: myKycQueryKey });
      }),
    [queryClient],
  );
}
