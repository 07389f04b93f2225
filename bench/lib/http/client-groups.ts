// Issue 28's HTTP comparison: the bench's traders put into one client group or spread over twenty,
// each group with 50 overrides (a rule for every symbol on the sheet, the rest on symbol-group
// paths), set up as a broker's admin would: through /api/admin/groups and the accounts' group move.
import { call, clusterAdmin } from '@platform/server/test/helpers/cluster-calls.ts';

const OVERRIDES_PER_GROUP = 50;
const PATHS = ['Forex', 'Forex/Majors', 'Forex/Minors', 'Metals', 'Commodities', 'Crypto'];

/** One override's terms: the kinds of markup and commission follow the parity of group + target, as in the engine's groups bench. */
function terms(group: number, index: number) {
  const k = group + index;
  return {
    markup_mode: k % 2 === 0 ? 'points' : 'percent',
    markup: k % 2 === 0 ? 2 + (k % 5) : 20 + (k % 20),
    commission_mode: k % 4 < 2 ? 'per_lot' : 'per_million',
    commission: k % 4 < 2 ? 3.5 : 25,
    leverage_cap: 100 + (k % 20) * 10,
  };
}

async function ok(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} was refused (${response.status}): ${await response.text()}`);
  return response.json();
}

/**
 * Creates `count` demo groups of 50 overrides each through the admin API and moves the traders'
 * accounts into them in turn (trader i into group i mod count). `env` is the server's own
 * environment (the admin is made with the CLI against the same database).
 */
export async function putTradersInGroups(base: string, env: Record<string, string>, tokens: string[], count: number): Promise<void> {
  const admin = { authorization: `Bearer ${await clusterAdmin(base, env)}` };
  const sheet = (await ok(await call(`${base}/api/symbols`, 'GET', {}), 'the symbol list')) as { symbols: Array<{ symbol: string }> };
  const targets = [
    ...sheet.symbols.map((s) => ({ target_kind: 'symbol', target: s.symbol })),
    ...Array.from({ length: OVERRIDES_PER_GROUP }, (_, i) => ({ target_kind: 'path', target: PATHS[i % PATHS.length]! })),
  ].slice(0, OVERRIDES_PER_GROUP);
  const groupIds: number[] = [];
  for (let g = 0; g < count; g++) {
    const created = (await ok(
      await call(`${base}/api/admin/groups`, 'POST', admin, {
        name: `Bench ${g + 1}`,
        account_type: 'demo',
        default_leverage: 100,
        max_leverage: 500,
        margin_call_level: 100,
        stop_out_level: 50,
        rules: targets.map((target, i) => ({ ...target, ...terms(g, i) })),
      }),
      'a bench group',
    )) as { group: { id: number } };
    groupIds.push(created.group.id);
  }
  for (const [i, token] of tokens.entries()) {
    const me = (await ok(await call(`${base}/api/account`, 'GET', { authorization: `Bearer ${token}` }), 'the account')) as {
      account: { account_id: number };
    };
    await ok(
      await call(`${base}/api/admin/accounts/${me.account.account_id}/group`, 'PUT', admin, { group_id: groupIds[i % count]! }),
      'a group move',
    );
  }
}
