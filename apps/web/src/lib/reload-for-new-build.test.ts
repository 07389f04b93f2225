// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCode, reloadForNewBuild } from './reload-for-new-build.ts';

describe('reloading to a new build', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-11-23T21:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('an import error, when worded by Chromium, Firefox or Safari, then it is missing code; any other error is not', () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });

  it('code gone twice within a minute, when reloading, then it reloads once and leaves the second to the error screen', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild(reload)).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(reloadForNewBuild(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('code gone again more than a minute later (another deploy), when reloading, then it reloads again', () => {
    const reload = vi.fn();
    reloadForNewBuild(reload);
    vi.advanceTimersByTime(61_000);
    expect(reloadForNewBuild(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
