import { useEffect, useRef } from 'react';
import { symbolTabs, type SymbolTab } from '../lib/filter-symbols.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

const SCROLL_STEP = 120;

/** The category tabs with left and right scroll arrows (120 px a click). */
export function CategoryTabs({ value, onChange }: { value: SymbolTab; onChange: (tab: SymbolTab) => void }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const scrollBy = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });

  // Keep the chosen tab in view (e.g. Cryptocurrencies opened from ?symbol=BTCUSDT). Read in the
  // next frame, where the browser lays the page out anyway: read in the effect, it forced the first
  // layout of the whole dashboard into React's commit, one long task (issue 13).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const tab = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
      const box = strip.current;
      if (!tab || !box) return;
      // Aligned to the strip's start (the strip snaps to tab starts): centred, it showed half a tab at the left.
      if (tab.offsetLeft < box.scrollLeft || tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth) {
        box.scrollTo({ left: tab.offsetLeft });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  // A tab the strip cannot show whole is hidden until scrolled into view: no half-cut tab at either end.
  useEffect(() => {
    const box = strip.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).dataset.partial = String(entry.intersectionRatio < 0.99);
      },
      { root: box, threshold: [0, 0.99, 1] },
    );
    box.querySelectorAll('[role="tab"]').forEach((tab) => observer.observe(tab));
    return () => observer.disconnect();
  }, []);
  return (
    <div className="category-tabs">
      <button type="button" className="category-tabs__arrow" aria-label={t('market.scrollLeft')} onClick={() => scrollBy(-SCROLL_STEP)}>
        ‹
      </button>
      <div className="category-tabs__strip" ref={strip} role="tablist" aria-label={t('market.categories')}>
        {symbolTabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={tab.value === value}
            className="category-tabs__tab"
            onClick={() => onChange(tab.value)}
          >
            {t(`market.tabs.${tab.value}`)}
          </button>
        ))}
      </div>
      <button type="button" className="category-tabs__arrow" aria-label={t('market.scrollRight')} onClick={() => scrollBy(SCROLL_STEP)}>
        ›
      </button>
    </div>
  );
}
