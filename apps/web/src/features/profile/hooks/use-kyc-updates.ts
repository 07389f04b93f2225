import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client.ts';
import { myKycQueryKey } from '../api/get-my-kyc.ts';

/** Shows a review decision at once: 'kyc-updated' carries the `GET /api/kyc/my` shape. */
export function useKycUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => socketClient.on('kyc-updated', (kyc) => queryClient.setQueryData(myKycQueryKey, kyc)), [queryClient]);
}
