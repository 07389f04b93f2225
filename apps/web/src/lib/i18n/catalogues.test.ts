import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { hi } from './locales/hi.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en as unknown as Tree);
const hindi = leaves(hi as unknown as Tree);

describe('the message catalogues', () => {
  it('Hindi, when compared with English, then has exactly the same keys', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s, when translated, then is not empty and keeps every {{placeholder}}', (key) => {
    const text = hindi.get(key) ?? '';
    expect(text.trim()).not.toBe('');
    expect(placeholders(text)).toEqual(placeholders(english.get(key)!));
  });
});
