import { CHART_TYPES, PRICE_SCALES, type ChartType, type PriceScaleMode } from '@platform/shared/chart-kinds';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { CameraIcon } from './chart-icons.tsx';

interface ChartOptionsProps {
  chartType: ChartType;
  onChartType: (type: ChartType) => void;
  priceScale: PriceScaleMode;
  onPriceScale: (scale: PriceScaleMode) => void;
  onSavePng: () => void;
}

/** Chart type, price scale (regular, logarithmic, percent) and the PNG snapshot, in the chart's header. */
export function ChartOptions({ chartType, onChartType, priceScale, onPriceScale, onSavePng }: ChartOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="chart-options">
      <select
        className="chart-options__select"
        aria-label={t('chartTools.chartType')}
        value={chartType}
        onChange={(event) => onChartType(event.target.value as ChartType)}
      >
        {CHART_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`chartTools.types.${type}`)}
          </option>
        ))}
      </select>
      <select
        className="chart-options__select"
        aria-label={t('chartTools.priceScale')}
        value={priceScale}
        onChange={(event) => onPriceScale(event.target.value as PriceScaleMode)}
      >
        {PRICE_SCALES.map((scale) => (
          <option key={scale} value={scale}>
            {t(`chartTools.scales.${scale}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="chart-options__button"
        aria-label={t('chartTools.savePng')}
        title={t('chartTools.savePng')}
        onClick={onSavePng}
      >
        <CameraIcon />
      </button>
    </div>
  );
}

/** Downloads the chart as drawn (candles, indicators, drawings and lines) as a PNG file. */
export function downloadChartPng(canvas: HTMLCanvasElement, name: string) {
  canvas.toBlob((blob) => {
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }, 'image/png');
}
