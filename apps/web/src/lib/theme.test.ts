// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedTheme, setThemeChoice, themeChoice, themeColor } from './theme.ts';

// The two themes' values of one token, as theme.css gives them under <html data-theme>.
const stylesheet = document.createElement('style');
stylesheet.textContent = ":root { --buy-text: #22c55e; } :root[data-theme='light'] { --buy-text: #166534; }";
document.head.append(stylesheet);

afterEach(() => setThemeChoice('dark'));

describe('themeColor', () => {
  it('a token read in one theme, when the trader picks the other theme, then reads the new theme’s value', () => {
    setThemeChoice('dark');
    expect(themeColor('--buy-text')).toBe('#22c55e');

    setThemeChoice('light');

    expect(themeColor('--buy-text')).toBe('#166534');
  });

  it('a token the stylesheet does not define yet, when it is defined later, then reads the value', () => {
    setThemeChoice('dark');
    expect(themeColor('--chart-note')).toBe('');

    document.documentElement.style.setProperty('--chart-note', '#111725');

    expect(themeColor('--chart-note')).toBe('#111725');
    document.documentElement.style.removeProperty('--chart-note');
  });
});

describe('themeChoice', () => {
  it('a browser where the trader never picked, when the system prefers light, then the theme is dark', () => {
    window.localStorage.removeItem('theme');
    window.matchMedia = ((query: string) => ({ matches: query.includes('light'), addEventListener() {} })) as never;

    expect(themeChoice()).toBe('dark');
    expect(resolvedTheme()).toBe('dark');

    setThemeChoice('system');
    expect(resolvedTheme()).toBe('light');
  });
});
