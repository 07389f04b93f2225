// What is still written in English on a screen that should speak another language.
import type { Page } from 'playwright-core';
import { apiCall } from './api.ts';

/**
 * Latin-script words a Hindi screen keeps: the symbols, their currencies and instrument titles (names
 * from the symbol sheet), the brand, the trader's name, and codes (USD, UTC, EN/HI, the PNG file type, OHLC)
 * and the switcher's 'English'.
 */
export async function namesAndCodes(extra: string[] = []): Promise<Set<string>> {
  const { symbols } = await apiCall<{
    symbols: { symbol: string; title: string; base_currency: string; quote_currency: string; base_title: string; quote_title: string }[];
  }>('GET', '/symbols');
  const words = symbols.flatMap((row) =>
    [row.symbol, row.base_currency, row.quote_currency, row.title, row.base_title, row.quote_title].flatMap(
      (text) => text.match(/[A-Za-z]{2,}/g) ?? [],
    ),
  );
  // The brand, the trader's name and initials (Grace Hopper, GH), language codes and names, currency and time codes.
  return new Set([...words, 'Trading', 'Platform', 'Grace', 'Hopper', 'GH', 'EN', 'HI', 'English', 'USD', 'UTC', 'PNG', 'OHLC', ...extra]);
}

/** The Latin words of every visible text, placeholder, aria-label and title on the page that `allowed` does not hold. */
export async function latinWordsOn(page: Page, allowed: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element | null) => element !== null && element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (visible(node.parentElement) && !node.parentElement!.closest('script, style')) found.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (!visible(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  const words = texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words.filter((word) => !allowed.has(word)))];
}
