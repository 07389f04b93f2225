// Plain constants (no zod): the margin levels the account bar and the forecasts read.

/** Margin level (equity over used margin, per cent) at which the margin call and the stop-out happen. */
export const MARGIN_CALL_LEVEL_PERCENT = 100;
export const STOP_OUT_LEVEL_PERCENT = 50;
