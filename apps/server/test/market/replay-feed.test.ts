import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@platform/shared/quote';
import { parseRecording } from '../../src/feeds/replay/recording.ts';
import { ReplayFeed, defaultReplayFile } from '../../src/feeds/replay/replay-feed.ts';
import { until } from '../helpers/until.ts';

describe('replay feed', () => {
  it('the shipped recording, when parsed, then holds ticks of several symbols in time order', () => {
    const ticks = parseRecording(fs.readFileSync(defaultReplayFile, 'utf8'));
    expect(ticks.length).toBeGreaterThan(500);
    expect(new Set(ticks.map((t) => t.symbol))).toEqual(new Set(['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSDT', 'ETHUSDT']));
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.offsetMs).toBeGreaterThanOrEqual(ticks[i - 1]!.offsetMs);
  });

  it('a recording, when a line is bad, then the error names the line', () => {
    expect(() => parseRecording('{"t":0,"s":"EURUSD","b":1.1,"a":1.2}\n{"t":5,"s":"EURUSD","b":-1,"a":1.2}')).toThrow(/line 2/);
  });

  it('the replay, when started, then plays the ticks with their spacing and the time of playing', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), 'ticks.jsonl');
    fs.writeFileSync(
      file,
      [
        '{"t":0,"s":"EURUSD","b":1.1,"a":1.1001,"bs":5,"as":6}',
        '{"t":0,"s":"BTCUSDT","b":60000,"a":60001}',
        '{"t":80,"s":"EURUSD","b":1.1002,"a":1.1003}',
      ].join('\n'),
    );
    const feed = new ReplayFeed(file, { clock: { now: () => Date.now() } });
    const quotes: Array<Quote & { at: number }> = [];
    const started = Date.now();
    await feed.start((q) => quotes.push({ ...q, at: Date.now() - started }));
    await until(() => quotes.length === 3);
    await feed.stop();
    expect(quotes.map((q) => [q.symbol, q.bid])).toEqual([
      ['EURUSD', 1.1],
      ['BTCUSDT', 60000],
      ['EURUSD', 1.1002],
    ]);
    expect(quotes[0]).toMatchObject({ bidSize: 5, askSize: 6 });
    expect(quotes[2]!.at).toBeGreaterThanOrEqual(70);
  });
});
