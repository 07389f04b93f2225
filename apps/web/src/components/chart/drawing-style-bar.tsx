import type { Drawing } from '@platform/shared/chart-layout';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { TrashIcon } from './chart-icons.tsx';
import { DRAWING_COLOURS } from './drawings/drawing-colours.ts';

interface DrawingStyleBarProps {
  drawing: Drawing;
  onChange: (patch: Partial<Drawing>) => void;
  onDelete: () => void;
}

/** The floating bar over a selected drawing: colour, width, line style, the note's text, delete. */
export default function DrawingStyleBar({ drawing, onChange, onDelete }: DrawingStyleBarProps) {
  const { t } = useTranslation();
  return (
    <div
      className="drawing-style-bar"
      role="toolbar"
      aria-label={t('chartTools.selectedDrawing', { name: t(`chartTools.kinds.${drawing.kind}`) })}
    >
      <div className="drawing-style-bar__swatches" role="radiogroup" aria-label={t('chartTools.colour')}>
        {DRAWING_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            role="radio"
            aria-checked={drawing.color === colour}
            aria-label={colour}
            className="drawing-style-bar__swatch"
            style={{ background: colour }}
            onClick={() => onChange({ color: colour })}
          />
        ))}
      </div>
      <select
        aria-label={t('chartTools.width')}
        value={drawing.width}
        onChange={(event) => onChange({ width: Number(event.target.value) })}
      >
        {[1, 2, 3, 4].map((width) => (
          <option key={width} value={width}>
            {t('chartTools.widthValue', { width: String(width) })}
          </option>
        ))}
      </select>
      <select
        aria-label={t('chartTools.lineStyle')}
        value={drawing.style}
        onChange={(event) => onChange({ style: event.target.value as Drawing['style'] })}
      >
        {(['solid', 'dashed', 'dotted'] as const).map((style) => (
          <option key={style} value={style}>
            {t(`chartTools.styles.${style}`)}
          </option>
        ))}
      </select>
      {drawing.kind === 'text' && (
        <input
          aria-label={t('chartTools.noteText')}
          className="drawing-style-bar__text"
          defaultValue={drawing.text}
          maxLength={200}
          onBlur={(event) =>
            event.target.value.trim() && event.target.value !== drawing.text && onChange({ text: event.target.value.trim() })
          }
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      )}
      <button
        type="button"
        className="drawing-style-bar__delete"
        aria-label={t('chartTools.delete')}
        title={t('chartTools.delete')}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </div>
  );
}
