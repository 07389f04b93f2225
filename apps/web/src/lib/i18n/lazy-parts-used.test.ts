// The catalogue parts that load with one screen or one dialog (`mobile` with the phone screen,
// `orderEditors` with the order editors) hold texts only those use: another screen asking for one of
// their keys would show the key itself (the desktop ticket once showed `mobile.marketClosed`).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

/** Each lazily loaded part, and the folder or files that load it (every key of the part is used only there). */
const PARTS: Record<string, (file: string) => boolean> = {
  mobile: (file) => file.startsWith('app/routes/mobile-trading/') || file === 'features/trading/lib/place-feedback.ts',
  orderEditors: (file) =>
    /^features\/trading\/(components\/orders\/(close-trade-dialog|order-details|pending-order-editor|take-profit-levels-editor|stops-editor-dialog)\.tsx|hooks\/use-take-profit-levels\.ts|lib\/close-volume\.ts)$/.test(
      file,
    ),
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the lazily loaded catalogue parts', () => {
  const files = sourceFiles(src).map((full) => ({
    file: path.relative(src, full).split(path.sep).join('/'),
    text: fs.readFileSync(full, 'utf8'),
  }));
  for (const [part, loadsIt] of Object.entries(PARTS))
    it(`${part}, when a screen asks for one of its keys, then it is a screen that loads the part`, () => {
      const askers = files.filter(({ file, text }) => new RegExp(`['\`"]${part}\\.`).test(text) && !loadsIt(file)).map(({ file }) => file);
      expect(askers).toEqual([]);
    });
});
