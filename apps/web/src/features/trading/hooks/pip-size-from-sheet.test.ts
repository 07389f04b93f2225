// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { toastStore } from '../../../components/ui/toast-store.ts';
import { eurusd, order } from '../../../test/fixtures.ts';
import { renderHookWithQuery, stubApi } from '../../../test/render-with-api.tsx';
import { useLineMoves } from './use-line-moves.ts';
import { useStopsEditor } from './use-stops-editor.ts';

afterEach(cleanup);

// Staff made EURUSD's pip ten times the digits rule's 0.0001: the editor and a dragged line must follow the sheet.
const edited = { ...eurusd, pip_size: 0.001 };
const position = order({ symbol: 'EURUSD', side: 'buy', open_price: 1.1 });

describe('pip size from the symbol sheet', () => {
  it('the SL/TP editor, when staff have edited the pip size, then puts its default 50 pips and counts pips in that pip', () => {
    const { result } = renderHookWithQuery(() => useStopsEditor(position, edited, 1.1));
    expect(result.current.levels.sl.priceText).toBe('1.05000');
    act(() => result.current.setPriceText('sl', '1.09'));
    expect(result.current.levels.sl.pips).toBe(10);
  });

  it('the SL/TP editor, when a stop is one old pip from the price, then refuses it as nearer than one pip of the sheet', () => {
    const { result } = renderHookWithQuery(() => useStopsEditor(position, edited, 1.1));
    act(() => {
      result.current.setOn('sl', true);
      result.current.setPriceText('sl', '1.0999');
    });
    expect(result.current.error).toBe('Invalid SL for Buy: must be at least 1 pip(s) below current price (1.10000).');
  });

  it('a dragged stop loss, when staff have edited the pip size, then is checked and trailed in the sheet’s pips', async () => {
    stubApi({ 'GET /symbols': { symbols: [edited], favourites: [] } });
    const { result } = renderHookWithQuery(() => useLineMoves({ oneClick: true, currentPriceOf: () => 1.1 }));
    await waitFor(() => expect(result.current.trailingPipsOf({ order: position, level: 'sl', price: 1.095 })).toBe(5));
    act(() => result.current.request({ order: position, level: 'sl', price: 1.0999 }));
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      variant: 'error',
      description: 'Invalid SL for Buy: must be at least 1 pip(s) below current price (1.10000).',
    });
  });
});
