// Every text a component shows comes from the catalogues (apps/web/src/lib/i18n/locales): a text written
// into a component instead (as JSX text, a spoken attribute or a string in braces) fails here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
/** Every component of the app (the test helpers aside) takes its texts from the catalogues. */
const TRANSLATED = ['app', 'components', 'features'];
/** Attributes a user reads or hears. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'text',
  'emptyText',
  'empty',
  'confirmLabel',
  'cancelLabel',
]);
const words = /\p{L}{2,}/u;

function componentsUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(dir, file));
}

/** The words a string, a template (its literal parts) or either branch of a condition writes. */
function writtenText(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isConditionalExpression(node)) return [...writtenText(node.whenTrue), ...writtenText(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) return writtenText(node.right);
  if (ts.isParenthesizedExpression(node)) return writtenText(node.expression);
  return [];
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const texts = value ? writtenText(value).filter((text) => words.test(text)) : [];
      if (texts.length) found.push(`${node.name.getText()}="${texts.join('…')}"`);
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const texts = writtenText(node.expression).filter((text) => words.test(text));
      if (texts.length) found.push(`{${texts.join('…')}}`);
    }
    // A prop's default text: ({ label = 'Copy' }) writes English whatever the language.
    if (
      ts.isBindingElement(node) &&
      node.initializer &&
      /^(label|title|text|placeholder|description|\w+Label)$/.test(node.name.getText())
    ) {
      const texts = writtenText(node.initializer).filter((text) => words.test(text));
      if (texts.length) found.push(`${node.name.getText()} = "${texts.join('…')}"`);
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
