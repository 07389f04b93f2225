import { useCallback, useMemo } from 'react';
import { INDICATOR_IDS } from '@platform/shared/chart-kinds';
import type { ChartLayout, IndicatorSetting } from '@platform/shared/chart-layout';
import { useChartLayoutQuery, useSaveChartLayout } from '../api/chart-layout.ts';

/** Indicators chosen before layouts were kept on the server (per browser): carried over once. */
const LEGACY_INDICATORS_KEY = 'chart.indicators';

function legacyIndicators(): IndicatorSetting[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LEGACY_INDICATORS_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const known = (id: unknown): id is IndicatorSetting['id'] => (INDICATOR_IDS as readonly unknown[]).includes(id);
    return value.flatMap((item: { uid?: unknown; id?: unknown }) =>
      typeof item?.uid === 'string' && known(item.id) ? [{ uid: item.uid, id: item.id, params: {}, colours: {} }] : [],
    );
  } catch {
    return [];
  }
}

/**
 * The trader's chart layout (type, timeframe, price scale, indicators), saved on the server so it
 * follows them to any device. Until they change something, the screen's defaults apply.
 */
export function useChartLayout(defaultInterval: number) {
  const { data, isPending } = useChartLayoutQuery();
  const save = useSaveChartLayout();
  const layout = useMemo<ChartLayout>(
    () =>
      data ?? {
        chart_type: 'candles',
        interval: defaultInterval,
        price_scale: 'normal',
        indicators: legacyIndicators(),
        one_click: false,
        one_click_acknowledged: false,
      },
    [data, defaultInterval],
  );
  const { mutate } = save;
  const update = useCallback(
    (change: Partial<ChartLayout>) => {
      mutate({ ...layout, ...change });
      window.localStorage.removeItem(LEGACY_INDICATORS_KEY);
    },
    [layout, mutate],
  );
  return { layout, loading: isPending, update, saveError: save.isError };
}
