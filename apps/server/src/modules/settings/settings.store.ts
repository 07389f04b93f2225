/**
 * The broker's settings, cached per app instance and invalidated through the bus.
 *
 *   const settings = ctx.settings;
 *   const s = await settings.get();          // Settings (typed, camelCase, cents)
 *   settings.peek();                         // the last loaded Settings, synchronously (defaults before the first load)
 *   await settings.getWire();                // BrokerSettings (snake_case, USD) for the back office
 *   await settings.update(patch, staffId);   // validates (422), writes, publishes 'settings-changed'
 *   const off = settings.onChange((s) => …); // after any instance changed something
 */
import type { z } from 'zod';
import { brokerSettingsPatchSchema, brokerSettingsSchema, type BrokerSettings, type BrokerSettingsPatch } from '@platform/shared/settings';
import type { CoreContext } from '../../core-context.ts';
import { validate } from '../../errors/validate.ts';
import { defaultSettings } from './settings.defaults.ts';
import { listSettingRows, upsertSetting } from './settings.repository.ts';
import { toSettings, type Settings } from './settings.view.ts';

export const SETTINGS_CHANGED_CHANNEL = 'settings-changed';

declare module '../../bus/bus.ts' {
  interface BusChannels {
    /** The keys staff changed: every instance re-reads its settings. */
    'settings-changed': { keys: string[] };
  }
}

export interface SettingsStore {
  get(): Promise<Settings>;
  peek(): Settings;
  getWire(): Promise<BrokerSettings>;
  update(patch: BrokerSettingsPatch, staffId: number | null): Promise<BrokerSettings>;
  onChange(listener: (settings: Settings) => void): () => void;
}

/** The one store of this app instance: built in app.ts, read as `ctx.settings`. */
export function createSettingsStore(ctx: CoreContext): SettingsStore {
  const defaults = defaultSettings(ctx.config);
  let wire: BrokerSettings | null = null;
  let loading: Promise<BrokerSettings> | null = null;
  const listeners = new Set<(settings: Settings) => void>();

  async function load(): Promise<BrokerSettings> {
    const settings: Record<string, unknown> = { ...defaults };
    // A stored value that no longer validates (an old key, a changed rule) falls back to its default.
    for (const row of await listSettingRows(ctx.db)) {
      const schema = brokerSettingsSchema.shape[row.key as keyof BrokerSettings] as z.ZodType | undefined;
      const parsed = schema?.safeParse(JSON.parse(row.value));
      if (parsed?.success) settings[row.key] = parsed.data;
    }
    return settings as BrokerSettings;
  }

  async function getWire(): Promise<BrokerSettings> {
    if (wire) return wire;
    loading ??= load().then(
      (loaded) => ((wire = loaded), (loading = null), loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  ctx.bus.subscribe(SETTINGS_CHANGED_CHANNEL, () => {
    wire = null;
    void getWire().then(
      (fresh) => listeners.forEach((listener) => listener(toSettings(fresh))),
      (error: unknown) => ctx.log.error({ err: error }, 'reloading settings failed'),
    );
  });

  return {
    getWire,
    get: async () => toSettings(await getWire()),
    peek: () => toSettings(wire ?? defaults),
    async update(patch, staffId) {
      const changes = validate(brokerSettingsPatchSchema, patch);
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(changes)) await upsertSetting(trx, key, value, now, staffId);
      });
      const fresh = await load();
      wire = fresh;
      // Every instance (this one included) drops its cache and tells its listeners.
      ctx.bus.publish(SETTINGS_CHANGED_CHANNEL, { keys: Object.keys(changes) });
      return fresh;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
