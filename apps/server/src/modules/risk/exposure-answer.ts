import type { ExposureResponse, LimitState } from '@platform/shared/risk';
import type { RiskSnapshot } from '../../engine/trading-engine.ts';
import { exposureBookView } from './exposure.view.ts';
import { levelOf, limitCovers, netUnder } from './limit-watch.ts';
import type { RiskLimit } from './risk.repository.ts';

/** What turns the leader's snapshot into the desk's answer on any instance. */
export interface ExposureNames {
  pathOf: (symbol: string) => string;
  groupName: (groupId: number) => string;
}

const RANK: Record<LimitState, number> = { ok: 0, warning: 1, limit: 2 };

/** Clients' live net notional per symbol in cents (+ = long): what the B-book limits watch. */
export function liveNets(snapshot: RiskSnapshot): Map<string, number> {
  const nets = new Map<string, number>();
  for (const row of snapshot.rows)
    if (!row.demo) nets.set(row.symbol, (nets.get(row.symbol) ?? 0) + row.buyNotionalCents - row.sellNotionalCents);
  return nets;
}

/** `GET /api/admin/risk/exposure`'s answer (and the staff socket's 'risk-exposure' with `withDemo`). */
export function exposureAnswer(
  snapshot: RiskSnapshot,
  names: ExposureNames,
  limits: readonly RiskLimit[],
  withDemo: boolean,
): ExposureResponse {
  const nets = liveNets(snapshot);
  const limitStates = limits.map((limit) => ({ limit, state: levelOf(limit, netUnder(limit, nets, names.pathOf)) }));
  const symbolModes = new Map(snapshot.switches.filter((s) => s.scope === 'symbol').map((s) => [s.key, s.mode]));
  const accounts = new Map(snapshot.accountsByGroup.map((a) => [`${a.groupId}|${a.demo ? 1 : 0}`, a.accounts]));
  const book = (demo: boolean) =>
    exposureBookView(
      snapshot.rows.filter((row) => row.demo === demo),
      {
        symbolGroupOf: names.pathOf,
        groupName: names.groupName,
        accountsInGroup: (groupId) => accounts.get(`${groupId}|${demo ? 1 : 0}`) ?? 0,
        tradeModeOf: (symbol) => symbolModes.get(symbol) ?? 'full',
        blockedSidesOf: (symbol) => (demo ? [] : snapshot.blocked.filter((b) => b.symbol === symbol).map((b) => b.side)),
        limitStateOf: (symbol) =>
          demo
            ? 'ok'
            : limitStates
                .filter(({ limit }) => limitCovers(limit, symbol, names.pathOf(symbol)))
                .reduce<LimitState>((worst, { state }) => (RANK[state] > RANK[worst] ? state : worst), 'ok'),
      },
    );
  return { status: 'success', at: snapshot.at, live: book(false), demo: withDemo ? book(true) : null };
}
