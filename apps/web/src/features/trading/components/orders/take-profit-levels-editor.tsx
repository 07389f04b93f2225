import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { MAX_TAKE_PROFIT_LEVELS } from '@platform/shared/order-limits';
import type { LevelDraft, TakeProfitLevelsEditorState } from '../../hooks/use-take-profit-levels.ts';
import '../controls.css';

interface TakeProfitLevelsEditorProps {
  levels: TakeProfitLevelsEditorState;
  digits: number;
  /** A first guess for a new level: a price further into profit and a share of the volume. */
  suggest: (index: number) => LevelDraft;
}

/** Staged take-profits: up to four prices, each closing its lots once when the price reaches it. */
export function TakeProfitLevelsEditor({ levels, digits, suggest }: TakeProfitLevelsEditorProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="stops-editor__level stops-editor__levels" data-kind="staged-tp">
      <legend>{t('orderEditors.stagedTp.title')}</legend>
      {levels.rows.length === 0 && <p className="stops-editor__estimate">{t('orderEditors.stagedTp.note')}</p>}
      {levels.rows.map((row, index) => {
        const n = String(index + 1);
        return (
          <div key={index} className="stops-editor__staged-row">
            <label className="tp-mini">
              <span>{t('orderEditors.stagedTp.price', { n })}</span>
              <input
                type="number"
                min={0}
                step={10 ** -digits}
                inputMode="decimal"
                value={row.priceText}
                onChange={(event) => levels.change(index, { priceText: event.target.value })}
              />
            </label>
            <label className="tp-mini">
              <span>{t('orderEditors.stagedTp.lots', { n })}</span>
              <input
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                value={row.lotsText}
                onChange={(event) => levels.change(index, { lotsText: event.target.value })}
              />
            </label>
            <Button size="sm" variant="ghost" aria-label={t('orderEditors.stagedTp.remove', { n })} onClick={() => levels.remove(index)}>
              ×
            </Button>
          </div>
        );
      })}
      {levels.rows.length < MAX_TAKE_PROFIT_LEVELS && (
        <Button size="sm" variant="secondary" onClick={() => levels.add(suggest(levels.rows.length))}>
          {t('orderEditors.stagedTp.add')}
        </Button>
      )}
    </fieldset>
  );
}
