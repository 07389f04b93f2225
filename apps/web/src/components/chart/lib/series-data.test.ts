import { describe, expect, it } from 'vitest';
import { heikinAshi, livePoint, seriesPoints } from './series-data.ts';

const bars = [
  { time: 60, open: 10, high: 12, low: 9, close: 11 },
  { time: 120, open: 11, high: 14, low: 10, close: 13 },
];

describe('main series data per chart type', () => {
  it('Heikin-Ashi, when computed, then close is the OHLC mean and open the mean of the previous HA body', () => {
    const [first, second] = heikinAshi(bars);
    expect(first).toEqual({ time: 60, open: 10.5, high: 12, low: 9, close: 10.5 });
    expect(second).toEqual({ time: 120, open: 10.5, high: 14, low: 10, close: 12 });
  });

  it('line and area, when fed, then take the closes', () => {
    expect(seriesPoints('area', bars)).toEqual([
      { time: 60, value: 11 },
      { time: 120, value: 13 },
    ]);
  });

  it('a tick of the forming Heikin-Ashi bar, when applied twice, then replaces the last bar instead of adding one', () => {
    const history = heikinAshi(bars.slice(0, 1));
    livePoint('heikin_ashi', bars[1]!, history);
    const again = livePoint('heikin_ashi', { ...bars[1]!, close: 14 }, history);
    expect(history).toHaveLength(2);
    expect(again).toEqual({ time: 120, open: 10.5, high: 14, low: 10, close: 12.25 });
  });
});
