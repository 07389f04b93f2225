import type { BrokerSettings, BrokerSettingsPatch } from '@platform/shared/settings';
import type { AppContext } from '../../app-context.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { upsertSetting } from './settings.repository.ts';
import { SETTINGS_CHANGED_CHANNEL } from './settings.store.ts';

/**
 * The broker settings as the book screen edits them. The change and its audit entry commit
 * together; the bus message then makes every instance's settings store reload (no restart).
 */
export function createBookSettingsService(ctx: AppContext) {
  const store = ctx.settings;

  async function update(actor: StaffActor, changes: BrokerSettingsPatch): Promise<BrokerSettings> {
    const current = await store.getWire();
    const keys = (Object.keys(changes) as Array<keyof BrokerSettings>).filter((key) => changes[key] !== current[key]);
    if (keys.length === 0) return current;
    const before = Object.fromEntries(keys.map((key) => [key, current[key]]));
    const after = Object.fromEntries(keys.map((key) => [key, changes[key]]));
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      for (const key of keys) await upsertSetting(trx, key, changes[key], now, actor.id);
      await recordAudit(trx, actor, { action: 'settings.update', targetType: 'settings', targetId: null, before, after }, now);
    });
    ctx.bus.publish(SETTINGS_CHANGED_CHANNEL, { keys });
    return { ...current, ...after };
  }

  return { get: () => store.getWire(), update };
}
