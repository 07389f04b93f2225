// Screens whose every text comes from the catalogues: a text written into a component instead fails
// here. Widen TRANSLATED as screens move to the catalogues (apps/web/src/lib/i18n/locales).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const TRANSLATED = [
  'components/banking',
  'components/layout',
  'components/ui',
  'features/trading',
  'features/market',
  'features/alerts',
  'app/routes/dashboard',
  'app/routes/mobile-trading',
];
/** Attributes a user reads or hears. */
const SPOKEN = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'description', 'confirmLabel', 'cancelLabel']);
const words = /\p{L}{2,}/u;

function componentsUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(dir, file));
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (words.test(node.initializer.text)) found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts come from the catalogues', () => {
  it.each(TRANSLATED.flatMap(componentsUnder))('%s, when read, then writes no user-facing text of its own', (file) => {
    expect(literalTexts(file)).toEqual([]);
  });
});
