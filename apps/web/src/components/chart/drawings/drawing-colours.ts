/** The drawing colours offered (TradingView's blue first, the default of a new drawing). */
export const DRAWING_COLOURS = ['#2962ff', '#f59e0b', '#22c55e', '#ef4444', '#a855f7', '#06b6d4', '#e5e7eb', '#111827'] as const;
