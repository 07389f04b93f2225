import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const css = fs.readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

const dark = tokensOf(':root');
const light = { ...dark, ...tokensOf(":root[data-theme='light']") };
const texts = ['--text', '--text-muted', '--buy-text', '--sell-text', '--accent-text', '--warning-text', '--success-text', '--danger-text'];
const backgrounds = ['--bg', '--bg-elevated', '--bg-panel', '--bg-input'];
// Filled buttons and badges carry white text on these.
const fills = ['--buy', '--sell', '--accent-strong'];

describe.each([
  ['dark', dark],
  ['light', light],
])('the %s theme', (_name, tokens) => {
  it.each(texts.flatMap((text) => backgrounds.map((bg) => [text, bg])))(
    'text %s on %s, when rendered, then reaches WCAG AA (4.5:1)',
    (text, bg) => {
      expect(contrast(tokens[text]!, tokens[bg]!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(fills)('white text on the %s fill, when rendered, then reaches WCAG AA (4.5:1)', (fill) => {
    expect(contrast('#ffffff', tokens[fill]!)).toBeGreaterThanOrEqual(4.5);
  });
});
