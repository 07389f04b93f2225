import { queryOptions, useQuery } from '@tanstack/react-query';
import { chains, type Chain, type WalletAddresses } from '@platform/shared/settings';
import { api } from '../../../lib/api-client.ts';

export { chains, type Chain };
/** The broker's deposit address per chain; null where the back office set none. */
export type DepositWallets = Record<Chain, string | null>;

/** GET /api/banking/wallets: the addresses come from the back office, never from the bundle. */
export async function getWallets(signal?: AbortSignal): Promise<DepositWallets> {
  const body = await api.get<{ wallets?: Partial<WalletAddresses> } & Partial<WalletAddresses>>('/banking/wallets', signal);
  const wallets = body.wallets ?? body;
  return Object.fromEntries(chains.map((chain) => [chain, wallets[chain] || null])) as DepositWallets;
}

export const walletsQueryOptions = () => queryOptions({ queryKey: ['banking', 'wallets'], queryFn: ({ signal }) => getWallets(signal) });

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
