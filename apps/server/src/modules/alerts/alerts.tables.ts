import type { Selectable } from 'kysely';
import type { AlertCondition, AlertStatus } from '@platform/shared/alerts';
import type { Id } from '../../db/column-types.ts';

export interface PriceAlertsTable {
  id: Id;
  user_id: number;
  /** The trading account the alert belongs to (its list, bell and socket room). */
  account_id: number;
  symbol: string;
  condition: AlertCondition;
  price_pts: number;
  digits: number;
  note: string;
  /** 1 = fires at every crossing (after the cool-down), 0 = once. */
  repeating: number;
  cooldown_seconds: number;
  expires_at: number | null;
  status: AlertStatus;
  trigger_count: number;
  last_triggered_at: number | null;
  /** Bumped by every edit; the engine's fires carry the version they were armed with. */
  version: number;
  created_at: number;
  updated_at: number;
}
export type PriceAlertRow = Selectable<PriceAlertsTable>;
