// The colour theme: the trader's choice ('system' follows the OS), remembered in this browser. Until
// a trader picks, the spec's dark terminal (issue 33), whatever the OS prefers.
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();
/**
 * The tokens read so far in the theme on screen. A read asks the browser for up-to-date styles: after
 * a new screen's stylesheet arrived, a recalculation of the whole page inside the render that read it.
 */
const tokens = new Map<string, string>();

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function themeChoice(): ThemeChoice {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'system' ? stored : 'dark';
}

export function resolvedTheme(choice: ThemeChoice = themeChoice()): Theme {
  return choice === 'system' ? systemTheme() : choice;
}

/** Puts the resolved theme on <html data-theme>, where the stylesheet's tokens switch. */
export function applyTheme(): void {
  const theme = resolvedTheme();
  document.documentElement.dataset.theme = theme;
  tokens.clear();
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'light' ? '#f4f6fa' : '#0b0f17');
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'dark') window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, choice);
  applyTheme();
}

/** Applies the stored choice now and follows the system while the choice is 'system'. */
export function startTheme(): void {
  applyTheme();
  window.matchMedia?.('(prefers-color-scheme: light)').addEventListener('change', () => {
    if (themeChoice() === 'system') applyTheme();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme on screen; re-renders when it changes (for canvases that cannot read CSS, such as the chart). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'));
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, themeChoice);
}

/** A colour token of the current theme, e.g. themeColor('--buy'), for canvas drawing. */
export function themeColor(token: string): string {
  let value = tokens.get(token);
  if (value === undefined) {
    value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
    if (value) tokens.set(token, value);
  }
  return value;
}
