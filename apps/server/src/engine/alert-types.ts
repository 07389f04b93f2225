import type { AlertCondition } from '@platform/shared/alerts';

/** A price alert as the engine holds it; prices in integer points of the symbol. */
export interface EngineAlert {
  id: number;
  userId: number;
  /** The trading account the alert belongs to: its bell entry and socket room. */
  accountId: number;
  symbol: string;
  condition: AlertCondition;
  pricePts: number;
  repeating: boolean;
  cooldownMs: number;
  expiresAt: number | null;
  /** The stored row's version; a fire recorded against an older version is dropped. */
  version: number;
  lastTriggeredAt: number | null;
  triggerCount: number;
  /** Carried for the notification only. */
  digits: number;
  note: string;
  createdAt: number;
}

export type AlertEffect = {
  type: 'alert';
  event: 'triggered' | 'expired';
  userId: number;
  alert: EngineAlert;
  /** The watched side of the quote when it fired. */
  pricePts: number;
  at: number;
};
