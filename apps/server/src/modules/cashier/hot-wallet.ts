import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  formatGwei,
  keccak256,
  parseTransaction,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Chain } from '@platform/shared/settings';
import { nativeCoin, watchedTokens, type WatchedToken } from './chain-transfer.ts';

export interface HotWalletConfig {
  chain: Chain;
  rpcUrl: string;
  privateKey: Hex;
}

/** What a payout asks the chain for: the coin to send, its units and the recipient. */
export interface PayoutOrder {
  coin: string;
  to: string;
  units: bigint;
}

export interface SignedPayout {
  nonce: number;
  raw: Hex;
  hash: Hex;
  /** The most it may cost in the network's coin (gas × max fee per gas). */
  maxFeeUnits: bigint;
}

/**
 * The hot wallet of a network: its address, balances, and transfers signed locally (the key never
 * leaves this process; the node only gets the signed bytes). Signing and broadcasting are separate
 * so the payer can store the signed transaction before anything reaches the node.
 */
export function createHotWallet(config: HotWalletConfig, tokens: WatchedToken[], maxFeeGwei: number) {
  const client: PublicClient = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 0, timeout: 10_000 }) });
  const account = privateKeyToAccount(config.privateKey);
  const native = nativeCoin(config.chain);
  const tokenOf = (coin: string) => tokens.find((token) => token.coin === coin);
  let chainId: number | undefined;

  /** The coins this wallet pays (the network's own coin and its configured tokens) with their decimals. */
  function decimalsOf(coin: string): number | undefined {
    if (native?.coin === coin) return native.decimals;
    return tokenOf(coin)?.decimals;
  }

  async function balanceOf(coin: string): Promise<bigint> {
    if (native?.coin === coin) return client.getBalance({ address: account.address });
    const token = tokenOf(coin);
    if (!token) throw new Error(`${coin} is not paid on ${config.chain}`);
    return client.readContract({ address: token.contract as Hex, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  }

  /** The call a payout makes: a token's transfer(to, units), or the coin itself. */
  function callOf(order: PayoutOrder): { to: Hex; value: bigint; data?: Hex } {
    if (native?.coin === order.coin) return { to: order.to as Hex, value: order.units };
    const token = tokenOf(order.coin);
    if (!token) throw new Error(`${order.coin} is not paid on ${config.chain}`);
    return {
      to: token.contract as Hex,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [order.to as Hex, order.units] }),
    };
  }

  /** Gas and fees for a payout now; the max fee per gas is refused above the broker's ceiling. */
  async function quote(order: PayoutOrder) {
    const call = callOf(order);
    const gas = ((await client.estimateGas({ account: account.address, ...call })) * 12n) / 10n;
    const fees = await client.estimateFeesPerGas();
    const ceiling = BigInt(maxFeeGwei) * 1_000_000_000n;
    return { call, gas, fees, tooExpensive: fees.maxFeePerGas > ceiling, maxFeeUnits: gas * fees.maxFeePerGas };
  }

  /** Signs the payout at `nonce` (nothing is sent). */
  async function sign(order: PayoutOrder, nonce: number): Promise<SignedPayout> {
    chainId ??= await client.getChainId();
    const { call, gas, fees, maxFeeUnits } = await quote(order);
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId,
      nonce,
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      ...call,
    });
    return { nonce, raw, hash: keccak256(raw), maxFeeUnits };
  }

  /**
   * The same transfer (nonce, gas, call) signed again at a higher fee, to replace one stuck at its own:
   * each fee part at least 12.5 % above the old (what nodes ask of a replacement) and at least the
   * network's fee now. Nothing is signed when that passes the broker's ceiling.
   */
  async function replacement(raw: Hex): Promise<{ signed: SignedPayout } | { neededGwei: string; ceilingGwei: number }> {
    const old = parseTransaction(raw);
    if (old.type !== 'eip1559' || old.nonce === undefined || old.gas === undefined) throw new Error('a payout is an EIP-1559 transaction');
    const fees = await client.estimateFeesPerGas();
    const raised = (value: bigint | undefined) => ((value ?? 0n) * 9n) / 8n + 1n;
    const atLeast = (...values: bigint[]) => values.reduce((a, b) => (a > b ? a : b));
    const maxPriorityFeePerGas = atLeast(fees.maxPriorityFeePerGas, raised(old.maxPriorityFeePerGas));
    const maxFeePerGas = atLeast(fees.maxFeePerGas, raised(old.maxFeePerGas), maxPriorityFeePerGas);
    if (maxFeePerGas > BigInt(maxFeeGwei) * 1_000_000_000n) return { neededGwei: formatGwei(maxFeePerGas), ceilingGwei: maxFeeGwei };
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: old.chainId!,
      nonce: old.nonce,
      gas: old.gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
      to: old.to!,
      value: old.value ?? 0n,
      ...(old.data ? { data: old.data } : {}),
    });
    return { signed: { nonce: old.nonce, raw: signed, hash: keccak256(signed), maxFeeUnits: old.gas * maxFeePerGas } };
  }

  /**
   * Sends signed bytes; a node that already has them answers with an error we treat as sent. A node
   * that refuses them for their fee (below the block's base fee, or underpriced) asks for a fee raise.
   */
  async function broadcast(raw: Hex): Promise<'sent' | 'known' | 'nonce-used' | 'underpriced'> {
    try {
      await client.sendRawTransaction({ serializedTransaction: raw });
      return 'sent';
    } catch (error) {
      const text = String((error as Error).message ?? error).toLowerCase();
      if (text.includes('already known') || text.includes('already imported') || text.includes('known transaction')) return 'known';
      if (text.includes('nonce too low') || text.includes('nonce is too low') || text.includes('lower than the current nonce'))
        return 'nonce-used';
      if (text.includes('base fee') || text.includes('underpriced') || text.includes('fee cap')) return 'underpriced';
      throw error;
    }
  }

  async function receipt(hash: string): Promise<TransactionReceipt | null> {
    return client.getTransactionReceipt({ hash: hash as Hex }).catch((error: unknown) => {
      if ((error as Error).name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    });
  }

  /** Whether the node knows the transaction at all (in its pool or a block). */
  async function known(hash: string): Promise<boolean> {
    return client.getTransaction({ hash: hash as Hex }).then(
      () => true,
      (error: unknown) => {
        if ((error as Error).name === 'TransactionNotFoundError') return false;
        throw error;
      },
    );
  }

  return {
    chain: config.chain,
    address: account.address.toLowerCase(),
    nativeCoin: native?.coin,
    tokenCoins: tokens.map((token) => token.coin),
    decimalsOf,
    balanceOf,
    quote,
    sign,
    replacement,
    broadcast,
    receipt,
    known,
    head: async () => Number(await client.getBlockNumber({ cacheTime: 0 })),
    /** The node's count of the wallet's transactions including pending ones: the lowest nonce not yet used there. */
    pendingNonce: () => client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
  };
}
export type HotWallet = ReturnType<typeof createHotWallet>;

/** Every configured network's hot wallet, by network (none unless a node and a key are set). */
export function hotWalletsOf(payouts: {
  wallets: Array<HotWalletConfig & { tokens: Record<string, string> | undefined }>;
  maxFeeGwei: number;
}): Map<string, HotWallet> {
  return new Map(
    payouts.wallets.map((wallet) => [
      wallet.chain,
      createHotWallet(wallet, watchedTokens(wallet.chain, wallet.tokens), payouts.maxFeeGwei),
    ]),
  );
}
