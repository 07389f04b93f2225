// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../../../../components/ui/toast-store.ts';
import { eurusd, eurusdTick } from '../../../../test/fixtures.ts';
import { setTick } from '../../../../lib/tick-store.ts';
import { renderWithQuery, stubApi } from '../../../../test/render-with-api.tsx';
import { TradePanel } from './trade-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const placed = { status: 'success', code: 'ORDER_FILLED', message: 'Order filled.', data: { order: { id: 1 } } };

function openPanel() {
  // The live price the ticket fills at is the fixture's, whatever another test file left in the tick store.
  setTick(eurusdTick(eurusd.bid!, eurusd.ask!));
  const api = stubApi({ 'GET /symbols': { symbols: [eurusd], favourites: [] }, 'POST /place': placed });
  renderWithQuery(<TradePanel symbol="EURUSD" onClose={() => undefined} />);
  return api;
}

describe('the desktop trade panel', () => {
  it('Trade, when no side is picked, then stays disabled', async () => {
    openPanel();
    await screen.findByRole('radio', { name: /Buy/ });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Trade' }).disabled).toBe(true);
  });

  it('Buy then Trade, when clicked, then sends one market buy at the ask with an Idempotency-Key and says it was placed', async () => {
    const api = openPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Buy/ }));
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    await waitFor(() => expect(api.calls('POST /place')).toHaveLength(1));
    const [call] = api.calls('POST /place');
    expect(call!.body).toMatchObject({ symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.01, open_price: eurusd.ask });
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.title)).toContain('Trade Placed Successfully'));
  });

  it('a stop loss, when switched on with 0 pips, then names the problem and disables Trade', async () => {
    openPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Sell/ }));
    await user.click(screen.getByRole('switch', { name: 'Stop Loss' }));
    const pips = screen.getByRole('spinbutton', { name: 'Stop Loss pips' });
    await user.clear(pips);
    await user.type(pips, '0');
    expect((await screen.findByRole('alert')).textContent).toBe('Stop loss pips must be above 0.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Trade' }).disabled).toBe(true);
  });

  it('a crypto symbol, when picked, then the ticket shows the leverage the sheet applies (1:20) next to the margin it needs', async () => {
    const ethusd = {
      ...eurusd,
      symbol: 'ETHUSD',
      category: 'crypto',
      base_currency: 'ETH',
      digits: 2,
      pip_size: 0.01,
      contract_size: 1,
      leverage: 20,
      bid: 3000,
      ask: 3001,
    };
    stubApi({ 'GET /symbols': { symbols: [ethusd], favourites: [] }, 'POST /place': placed });
    renderWithQuery(<TradePanel symbol="ETHUSD" onClose={() => undefined} />);
    const margin = await screen.findByText((_, element) => element?.tagName === 'DD' && /at 1:20$/.test(element.textContent ?? ''));
    // 0.01 ETH at the ask 3,001 USD with 1:20 leverage.
    expect(margin.textContent).toBe('$1.50 at 1:20');
  });
});
