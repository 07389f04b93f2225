// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { setTick } from '../../lib/tick-store.ts';
import { eurusd, eurusdTick } from '../../test/fixtures.ts';
import { renderWithQuery, stubApi } from '../../test/render-with-api.tsx';
import { DisplayLine } from './display-line.tsx';

vi.mock('../../lib/socket-client.ts', () => ({
  socketClient: { on: () => () => undefined, onStateChange: () => () => undefined },
}));

beforeEach(() => {
  localStorage.setItem('token', 'a-token');
  // The list's price and the live one agree at the start of each test (a test below moves the tick).
  setTick(eurusdTick(1.0849, 1.0851));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// EURUSD at 1.08490 / 1.08510: a mid of 1.085, so one dollar is worth 0.921659 euros.
const eurusdAtMid: SymbolSpec = { ...eurusd, bid: 1.0849, ask: 1.0851 };
const usdjpy: SymbolSpec = { ...eurusd, symbol: 'USDJPY', base_currency: 'USD', quote_currency: 'JPY', digits: 3, bid: 151.1, ask: 151.3 };

/** A figure's own text is its label; its amount is the strong inside it. */
const figure = (label: string) => screen.getByText(label);

function show(preferredCurrency: string | null, amounts: Parameters<typeof DisplayLine>[0]['amounts']) {
  stubApi({
    'GET /me': { id: 7, preferred_currency: preferredCurrency, language: 'en' },
    'GET /symbols': { symbols: [eurusdAtMid, usdjpy], favourites: [] },
  });
  return renderWithQuery(<DisplayLine amounts={amounts} />);
}

describe('account figures in the display currency', () => {
  it('EUR chosen, when the figures show, then each is marked ≈ in euros at the EURUSD mid and the rate is written beside them', async () => {
    show('EUR', { balance: 10_000, profitLoss: -12.5, equity: 9_987.5 });
    expect(await screen.findByText('≈ EUR at 1 USD = 0.921659 EUR')).toBeTruthy();
    expect(figure('Balance').querySelector('strong')!.textContent).toBe('≈ €9,216.59');
    expect(figure('P / L').querySelector('strong')!.textContent).toBe('≈ -€11.52');
    expect(figure('Equity').querySelector('strong')!.textContent).toBe('≈ €9,205.07');
  });

  it('EUR chosen, when a EURUSD tick moves the mid to 1.25, then the rate and the converted figures follow it', async () => {
    show('EUR', { balance: 10_000 });
    await screen.findByText('≈ EUR at 1 USD = 0.921659 EUR');
    setTick({
      code: 'EURUSD',
      last_price: 1.25,
      change: 0,
      bid: 1.2499,
      ask: 1.2501,
      bid_size: 1,
      ask_size: 1,
      high: 1.25,
      low: 1.08,
      time: Date.now(),
    });
    expect(await screen.findByText('≈ EUR at 1 USD = 0.8 EUR')).toBeTruthy();
    expect(figure('Balance').querySelector('strong')!.textContent).toBe('≈ €8,000.00');
  });

  it('JPY chosen, when shown, then USDJPY prices it directly and the yen has no decimals', async () => {
    show('JPY', { balance: 10_000 });
    expect(await screen.findByText('≈ JPY at 1 USD = 151.2 JPY')).toBeTruthy();
    expect(figure('Balance').querySelector('strong')!.textContent).toBe('≈ ¥1,512,000');
  });

  it('INR chosen, when none of our pairs prices it, then a note says amounts stay in USD and no converted figure is shown', async () => {
    show('INR', { balance: 10_000 });
    expect(await screen.findByText('No live INR rate in our prices: amounts in USD only.')).toBeTruthy();
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it('USD or nothing chosen, when rendered, then nothing is added', async () => {
    const { container, queryClient } = show('USD', { balance: 10_000 });
    await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toBeDefined());
    expect(container.textContent).toBe('');
  });
});
