/** One trader's chart layout as JSON (chartLayoutSchema of @platform/shared/chart-layout). */
export interface ChartLayoutsTable {
  user_id: number;
  layout: string;
  updated_at: number;
}

/** One trader's drawings on one symbol as JSON (chartDrawingsSchema's list). */
export interface ChartDrawingsTable {
  user_id: number;
  symbol: string;
  drawings: string;
  updated_at: number;
}
