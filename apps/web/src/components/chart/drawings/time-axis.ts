/**
 * Drawings are anchored at times (so they survive a new timeframe) but the chart places things by
 * bar index ("logical"). These map between the two over the loaded bars' times; beyond either end
 * the bars are assumed to continue at the chart's interval, so a drawing can reach into the future.
 */
export function timeToLogical(times: readonly number[], interval: number, time: number): number {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return 0;
  if (time <= first) return (time - first) / interval;
  if (time >= last) return times.length - 1 + (time - last) / interval;
  let low = 0;
  let high = times.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) low = middle;
    else high = middle;
  }
  const from = times[low]!;
  const to = times[high]!;
  return low + (time - from) / (to - from);
}

export function logicalToTime(times: readonly number[], interval: number, logical: number): number {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return 0;
  if (logical <= 0) return Math.round(first + logical * interval);
  if (logical >= times.length - 1) return Math.round(last + (logical - (times.length - 1)) * interval);
  const index = Math.floor(logical);
  const from = times[index]!;
  const to = times[index + 1]!;
  return Math.round(from + (to - from) * (logical - index));
}
