import type { CoreContext } from './core-context.ts';
import type { SettingsStore } from './modules/settings/settings.store.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { GroupCatalogue } from './modules/groups/group-catalogue.type.ts';
import type { AccountRefCache } from './modules/accounts/account-ref-cache.ts';

export type { CoreContext };

/**
 * What every module's service gets: built once in app.ts, never a global. The settings store, the
 * session cache and the mail transport are per instance and shared by every module that reads them.
 */
export interface AppContext extends CoreContext {
  settings: SettingsStore;
  sessions: SessionCache;
  mail: Mailer;
  /** Client groups and who is in which, cached per instance and reloaded when any instance changes them. */
  groups: GroupCatalogue;
  accountRefs: AccountRefCache;
}
