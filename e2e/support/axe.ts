import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows now and returns the serious and
 * critical violations, each with the elements it found.
 */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  // Colours are judged as they settle: a dialog fading in would otherwise read as low contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    return axe.run(scope ? { include: [scope] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
  }, include ?? null);
  return (results.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
