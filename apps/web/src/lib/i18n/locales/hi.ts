// हिन्दी: ट्रेडर की भाषा में, शब्दशः अनुवाद नहीं। Names, codes and numbers stay as they are.
// Split by screen like English (hi/*.ts, loaded with their screens); this whole assembly serves the tests.
import type { Catalogue } from './en.ts';
import * as shell from './hi/shell.ts';
import * as layout from './hi/layout.ts';
import * as trading from './hi/trading.ts';
import * as mobile from './hi/mobile.ts';
import * as orderEditors from './hi/order-editors.ts';
import * as reports from './hi/reports.ts';
import * as moneyTimeline from './hi/money-timeline.ts';
import * as messages from './hi/messages.ts';
import * as banking from './hi/banking.ts';
import * as support from './hi/support.ts';
import * as profile from './hi/profile.ts';
import * as auth from './hi/auth.ts';
import * as admin from './hi/admin.ts';
import * as tradingCalendar from './hi/trading-calendar.ts';

export const hi: Catalogue = {
  ...shell,
  ...layout,
  ...trading,
  ...mobile,
  ...orderEditors,
  ...reports,
  ...moneyTimeline,
  ...messages,
  ...banking,
  ...support,
  ...profile,
  ...auth,
  ...admin,
  ...tradingCalendar,
};
