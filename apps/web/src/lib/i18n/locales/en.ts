// English: the specification's texts, word for word. Every other language mirrors these keys (hi.ts).
// The catalogue is split by screen (en/*.ts): the app bundles the shell and loads each other part with
// the screens that use it (../load-catalogue.ts); this whole assembly serves the types and the tests.
import * as shell from './en/shell.ts';
import * as layout from './en/layout.ts';
import * as trading from './en/trading.ts';
import * as mobile from './en/mobile.ts';
import * as orderEditors from './en/order-editors.ts';
import * as reports from './en/reports.ts';
import * as moneyTimeline from './en/money-timeline.ts';
import * as messages from './en/messages.ts';
import * as banking from './en/banking.ts';
import * as support from './en/support.ts';
import * as profile from './en/profile.ts';
import * as auth from './en/auth.ts';
import * as admin from './en/admin.ts';
import * as tradingCalendar from './en/trading-calendar.ts';

export const en = {
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

export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language fills in: the same keys as English, any text. */
export type Catalogue = Strings<typeof en>;
