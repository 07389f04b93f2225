import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTestClient, createWalletClient, http, publicActions, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { freePort } from './private-redis.ts';
import { until } from './until.ts';
import token from '../chain/fixtures/test-token.json' with { type: 'json' };

/** anvil's first default account (public test key): the token's deployer and every test sender. */
const SENDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

/** The node's binary shipped by @foundry-rs/anvil's platform package (no download). */
function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`);
  return path.join(path.dirname(pkg), 'bin', 'anvil');
}

/**
 * A local chain of the test's own, mining only when asked (`mine`), with our minimal ERC-20
 * deployed. `snapshot`/`revert` make a reorganisation: the blocks after the snapshot go away.
 */
export async function startAnvil() {
  const port = await freePort();
  const child: ChildProcess = spawn(anvilBinary(), ['--port', String(port), '--no-mining', '--silent', '--chain-id', '31337'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(url) }).extend(publicActions);
  const wallet = createWalletClient({ chain: foundry, account: SENDER, transport: http(url) });
  await until(
    () =>
      client.getBlockNumber().then(
        () => true,
        () => false,
      ),
    10_000,
  );

  let nonce = 0;
  const deployHash = await wallet.deployContract({
    abi: token.abi,
    bytecode: token.bytecode as Hex,
    args: [6, 10n ** 18n],
    nonce: nonce++,
  });
  await client.mine({ blocks: 1 });
  const contract = (await client.getTransactionReceipt({ hash: deployHash })).contractAddress!;

  return {
    url,
    contract,
    client,
    /** Sends `units` of the token to an address (mined with the next `mine`). */
    async sendToken(to: string, units: bigint): Promise<Hex> {
      return wallet.writeContract({ address: contract, abi: token.abi, functionName: 'transfer', args: [to, units], nonce: nonce++ });
    },
    async sendNative(to: string, wei: bigint): Promise<Hex> {
      return wallet.sendTransaction({ to: to as Hex, value: wei, nonce: nonce++ });
    },
    mine: (blocks = 1) => client.mine({ blocks }),
    snapshot: () => client.snapshot(),
    /** Back to the snapshot; the sender's nonce goes back with it. */
    async revert(id: Hex): Promise<void> {
      await client.revert({ id });
      nonce = await client.getTransactionCount({ address: SENDER.address, blockTag: 'pending' });
    },
    async stop(): Promise<void> {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
export type Anvil = Awaited<ReturnType<typeof startAnvil>>;
