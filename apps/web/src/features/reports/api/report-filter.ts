/** The Reports screen's filter, as the query string every report call takes. */
export interface ReportFilter {
  from: string;
  to: string;
  symbol: string;
}

export function filterQuery(filter: ReportFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.symbol.trim()) params.set('symbol', filter.symbol.trim());
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
