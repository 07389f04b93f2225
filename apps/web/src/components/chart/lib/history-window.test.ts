import { describe, expect, it } from 'vitest';
import { FIRST_PERIODS, periodsAfterScroll, SHOWN_BARS, shownAfterScroll } from './history-window.ts';

describe('periodsAfterScroll', () => {
  it('when the server filled the last ask, then asks 300 more', () => {
    expect(periodsAfterScroll(FIRST_PERIODS, FIRST_PERIODS)).toBe(330);
  });
  it('when the server sent fewer bars than asked, then asks nothing more (no older history)', () => {
    expect(periodsAfterScroll(630, 550)).toBe(630);
  });
  it('when a thousand bars or more are held, then asks nothing more', () => {
    expect(periodsAfterScroll(930, 930)).toBe(1000);
    expect(periodsAfterScroll(1000, 1000)).toBe(1000);
    expect(periodsAfterScroll(330, 5000)).toBe(330);
  });
});

describe('shownAfterScroll', () => {
  it('when more bars are held than handed to the chart, then hands a thousand more (at most all held)', () => {
    expect(shownAfterScroll(SHOWN_BARS, 5000)).toBe(SHOWN_BARS + 1000);
    expect(shownAfterScroll(4600, 5000)).toBe(5000);
  });
  it('when every held bar is handed, then hands all, older ones the server sends included', () => {
    expect(shownAfterScroll(550, 550)).toBe(Infinity);
  });
});
