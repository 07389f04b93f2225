import { DRAWING_KINDS, type DrawingKind } from '@platform/shared/chart-kinds';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { CursorIcon, DRAWING_ICONS, MagnetIcon, UndoIcon } from './chart-icons.tsx';

interface DrawingToolbarProps {
  tool: DrawingKind | null;
  onTool: (tool: DrawingKind | null) => void;
  magnet: boolean;
  onMagnet: (on: boolean) => void;
  canUndo: boolean;
  onUndo: () => void;
  /** The saved drawings have not arrived yet: drawing now would overwrite them. */
  disabled?: boolean;
}

/** The chart's left tool strip, as on TradingView: cursor, the eight drawing tools, magnet and undo. */
export function DrawingToolbar({ tool, onTool, magnet, onMagnet, canUndo, onUndo, disabled = false }: DrawingToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="drawing-toolbar" role="toolbar" aria-label={t('chartTools.tools')} aria-orientation="vertical">
      <button
        type="button"
        className="drawing-toolbar__button"
        aria-pressed={tool === null}
        title={t('chartTools.cursor')}
        aria-label={t('chartTools.cursor')}
        onClick={() => onTool(null)}
      >
        <CursorIcon />
      </button>
      {DRAWING_KINDS.map((kind) => {
        const Icon = DRAWING_ICONS[kind];
        const label = t(`chartTools.kinds.${kind}`);
        return (
          <button
            key={kind}
            type="button"
            className="drawing-toolbar__button"
            aria-pressed={tool === kind}
            disabled={disabled}
            title={label}
            aria-label={label}
            onClick={() => onTool(tool === kind ? null : kind)}
          >
            <Icon />
          </button>
        );
      })}
      <span className="drawing-toolbar__gap" />
      <button
        type="button"
        className="drawing-toolbar__button"
        aria-pressed={magnet}
        title={t('chartTools.magnet')}
        aria-label={t('chartTools.magnet')}
        onClick={() => onMagnet(!magnet)}
      >
        <MagnetIcon />
      </button>
      <button
        type="button"
        className="drawing-toolbar__button"
        disabled={!canUndo}
        title={t('chartTools.undo')}
        aria-label={t('chartTools.undo')}
        onClick={onUndo}
      >
        <UndoIcon />
      </button>
    </div>
  );
}
