import type { ClientGroup, GroupInput } from '@platform/shared/client-groups';
import type { EffectiveConditions } from '@platform/shared/trading-conditions';
import { toIso } from '../../db/now.ts';
import type { GroupFields, GroupRecord } from './group.repository.ts';

export function groupView(group: GroupRecord, accounts: number): ClientGroup {
  return {
    id: group.id,
    name: group.name,
    account_type: group.accountType,
    currency: group.currency,
    default_leverage: group.defaultLeverage,
    max_leverage: group.maxLeverage,
    margin_call_level: group.marginCallLevel,
    stop_out_level: group.stopOutLevel,
    trade_mode: group.tradeMode,
    is_default: group.isDefault,
    archived: group.archived,
    rules: group.rules,
    accounts,
    updated_at: toIso(group.updatedAt),
  };
}

export function groupFields(input: GroupInput): GroupFields {
  return {
    name: input.name,
    accountType: input.account_type,
    currency: input.currency,
    defaultLeverage: input.default_leverage,
    maxLeverage: input.max_leverage,
    marginCallLevel: input.margin_call_level,
    stopOutLevel: input.stop_out_level,
    tradeMode: input.trade_mode,
    isDefault: input.is_default,
    rules: input.rules.map((rule) => (rule.target_kind === 'symbol' ? { ...rule, target: rule.target.toUpperCase() } : rule)),
  };
}

export function conditionsView(c: EffectiveConditions, group: GroupRecord) {
  return {
    markup_mode: c.markupMode,
    markup: c.markup,
    commission_mode: c.commissionMode,
    commission: c.commission,
    leverage_cap: c.leverageCap,
    swap_mode: c.swapMode,
    swap_long: c.swapLong,
    swap_short: c.swapShort,
    volume_min: c.volumeMin,
    volume_max: c.volumeMax,
    volume_step: c.volumeStep,
    trade_mode: c.tradeMode,
    margin_call_level: { value: group.marginCallLevel, source: { kind: 'group' as const } },
    stop_out_level: { value: group.stopOutLevel, source: { kind: 'group' as const } },
  };
}
