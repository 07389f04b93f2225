/** One broker setting: its wire key and its value as JSON text. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
  updated_by: number | null;
}
