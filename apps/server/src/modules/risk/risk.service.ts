import type {
  ClientRow,
  ClientsResponse,
  DealerSwitch,
  ExposureResponse,
  LimitRequest,
  MarginCallRow,
  RiskLimit as RiskLimitView,
  RiskPeriod,
  StopOutRow,
} from '@platform/shared/risk';
import type { limitRequestSchema, switchRequestSchema } from '@platform/shared/risk';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { toIso } from '../../db/now.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { periodStarts } from '../../engine/risk-figures.ts';
import { DAY_MS } from '../../engine/risk-book.ts';
import { readMarginCalls, readRiskBook, readTopFloating } from './commands/desk-reads.ts';
import { setDealerSwitch } from './commands/set-switch.ts';
import { exposureAnswer, liveNets, type ExposureNames } from './exposure-answer.ts';
import { levelOf, netUnder } from './limit-watch.ts';
import { ownersOf, stopOutsSince, topRealised, topVolume, type AccountOwner } from './clients.repository.ts';
import { deleteLimit, listLimits, listSwitches, saveLimit, type RiskLimit } from './risk.repository.ts';
import { RISK_CHANGED_CHANNEL } from './risk-channels.ts';

export type RiskService = ReturnType<typeof createRiskService>;

const usd = (cents: number) => Math.round(cents) / 100;

/** The desk's reads and edits: engine figures through the engine host (the leader's), the rest from storage. */
export function createRiskService(ctx: AppContext, host: EngineHost, names: ExposureNames) {
  let limits: RiskLimit[] = [];
  let loaded: Promise<void> | null = null;
  const reload = async () => {
    limits = await listLimits(ctx.db);
  };
  const ready = () => (loaded ??= reload());

  const groupName = (groupId: number) => names.groupName(groupId);
  const clientRow = (owner: AccountOwner | undefined, accountId: number, groupId: number | null, value: number): ClientRow => ({
    account_id: accountId,
    user_id: owner?.userId ?? 0,
    name: owner?.name ?? '',
    email: owner?.email ?? '',
    group: groupId === null ? '' : groupName(groupId),
    value,
  });

  return {
    limits: { list: () => limits, reload },

    async exposure(withDemo: boolean): Promise<ExposureResponse> {
      await ready();
      return exposureAnswer(await host.run(readRiskBook, {}), names, limits, withDemo);
    },

    async clients(period: RiskPeriod, limit: number): Promise<ClientsResponse> {
      const starts = periodStarts(ctx.clock.now());
      const since = starts[period] * DAY_MS;
      const [floating, realised, volume] = await Promise.all([
        host.run(readTopFloating, { limit }),
        topRealised(ctx.db, since, limit),
        topVolume(ctx.db, since, limit),
      ]);
      const owners = await ownersOf(ctx.db, [...new Set([...floating, ...realised, ...volume].map((row) => row.accountId))]);
      const groupOf = new Map(floating.map((row) => [row.accountId, row.groupId]));
      return {
        status: 'success',
        period,
        floating: floating.map((row) => clientRow(owners.get(row.accountId), row.accountId, row.groupId, usd(row.floatingCents))),
        realised: realised.map((row) =>
          clientRow(owners.get(row.accountId), row.accountId, groupOf.get(row.accountId) ?? null, usd(row.cents)),
        ),
        volume: volume.map((row) =>
          clientRow(owners.get(row.accountId), row.accountId, groupOf.get(row.accountId) ?? null, row.units / 10_000),
        ),
      };
    },

    async marginCalls(distance: number): Promise<MarginCallRow[]> {
      const rows = await host.run(readMarginCalls, { distance });
      const owners = await ownersOf(
        ctx.db,
        rows.map((row) => row.accountId),
      );
      return rows.map((row) => ({
        account_id: row.accountId,
        user_id: row.userId,
        name: owners.get(row.accountId)?.name ?? '',
        email: owners.get(row.accountId)?.email ?? '',
        group: groupName(row.groupId),
        demo: row.demo,
        margin_level: row.marginLevel,
        margin_call_level: row.marginCallPercent,
        stop_out_level: row.stopOutPercent,
        in_call: row.marginLevel <= row.marginCallPercent,
        equity: usd(row.equityCents),
        used_margin: usd(row.usedMarginCents),
        stop_out_symbol: row.stopOutSymbol,
        stop_out_price: row.stopOutPrice,
      }));
    },

    async stopOuts(): Promise<StopOutRow[]> {
      const rows = await stopOutsSince(ctx.db, ctx.clock.now() - DAY_MS);
      return rows.map((row) => {
        const details = row.stop_out_details ? (JSON.parse(row.stop_out_details) as { marginLevel?: number }) : null;
        const price = (pts: number | null) => (pts === null ? null : Number((pts / 10 ** row.digits).toFixed(row.digits)));
        return {
          order_id: Number(row.id),
          account_id: Number(row.account_id),
          user_id: Number(row.user_id),
          name: row.name,
          symbol: row.symbol,
          side: row.side,
          lots: Number(row.volume_units) / 10_000,
          open_price: price(row.open_pts === null ? null : Number(row.open_pts)),
          close_price: price(row.close_pts === null ? null : Number(row.close_pts)),
          profit: usd(Number(row.profit_cents ?? 0)),
          margin_level: details?.marginLevel ?? null,
          closed_at: toIso(Number(row.closed_at)),
        };
      });
    },

    async listLimits(): Promise<RiskLimitView[]> {
      await reload();
      const nets = liveNets(await host.run(readRiskBook, {}));
      return limits.map((limit) => limitView(limit, netUnder(limit, nets, names.pathOf)));
    },

    async saveLimit(actor: StaffActor, input: z.output<typeof limitRequestSchema>): Promise<RiskLimitView> {
      const target = input.scope === 'symbol' ? input.target.toUpperCase() : input.target;
      if (input.scope === 'symbol' && names.pathOf(target) === 'Other')
        throw new AppError('UNKNOWN_SYMBOL', 404, `Unknown symbol ${input.target}.`);
      const now = ctx.clock.now();
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const limit = await saveLimit(
          trx,
          {
            scope: input.scope,
            target,
            warningCents: Math.round(input.warning_usd * 100),
            limitCents: Math.round(input.limit_usd * 100),
            action: input.action,
          },
          actor.id,
          now,
        );
        await recordAudit(trx, actor, { action: 'risk.limit-save', targetType: 'risk_limit', targetId: limit.id, after: input }, now);
        return limit;
      });
      await reload();
      ctx.bus.publish(RISK_CHANGED_CHANNEL, { kind: 'limit', at: now });
      return limitView(saved, 0);
    },

    async deleteLimit(actor: StaffActor, id: number): Promise<void> {
      const now = ctx.clock.now();
      const removed = await ctx.db.transaction().execute(async (trx) => {
        const limit = await deleteLimit(trx, id);
        if (!limit) throw AppError.notFound('Limit not found.');
        await recordAudit(trx, actor, { action: 'risk.limit-delete', targetType: 'risk_limit', targetId: id, before: limit }, now);
        return limit;
      });
      void removed;
      await reload();
      ctx.bus.publish(RISK_CHANGED_CHANNEL, { kind: 'limit', at: now });
    },

    async switches(): Promise<DealerSwitch[]> {
      await ctx.groups.ready();
      const rows = await listSwitches(ctx.db);
      const accountIds = rows.filter((row) => row.scope === 'account').map((row) => Number(row.target));
      const owners = await ownersOf(ctx.db, accountIds);
      return rows.map((row) => ({
        scope: row.scope,
        target: row.target,
        label:
          row.scope === 'symbol'
            ? row.target
            : row.scope === 'group'
              ? groupName(Number(row.target))
              : `${owners.get(Number(row.target))?.name ?? ''} #${row.target}`,
        mode: row.mode,
        reason: row.reason,
        set_by: row.setByEmail,
        set_at: toIso(row.setAt),
      }));
    },

    setSwitch(actor: StaffActor, input: z.output<typeof switchRequestSchema>) {
      return host.run(setDealerSwitch, { actor, ...input });
    },
  };
}

function limitView(limit: RiskLimit, netCents: number): RiskLimitView {
  return {
    id: limit.id,
    scope: limit.scope,
    target: limit.target,
    warning_usd: limit.warningCents / 100,
    limit_usd: limit.limitCents / 100,
    action: limit.action,
    state: levelOf(limit, netCents),
    net_usd: usd(netCents),
  };
}

export type { LimitRequest };
