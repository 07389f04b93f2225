// Plain constants (no zod): when a price alert fires, for the screens that list the choices.

export const alertConditions = ['bid_crosses_above', 'bid_crosses_below', 'ask_crosses_above', 'ask_crosses_below'] as const;
export type AlertCondition = (typeof alertConditions)[number];
