// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { account, eurusd, eurusdTick } from '../../../../test/fixtures.ts';
import { setTick } from '../../../../lib/tick-store.ts';
import { renderWithQuery, stubApi } from '../../../../test/render-with-api.tsx';
import { AccountBar } from './account-bar.tsx';

vi.mock('../../../../lib/socket-client.ts', () => ({
  socketClient: { on: () => () => undefined, onStateChange: () => () => undefined },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function figure(label: string): Promise<string> {
  const region = await screen.findByRole('region', { name: 'Account summary' });
  const cell = within(region).getByText(label, { exact: true }).parentElement!;
  return cell.querySelector('strong')!.textContent;
}

function showBar(figures: Parameters<typeof account>[0], preferredCurrency: string | null = null) {
  localStorage.setItem('token', 'a-token');
  // The live EURUSD price the display line converts at, whatever another test file left in the tick store.
  setTick(eurusdTick(1.0849, 1.0851));
  stubApi({
    'GET /account': { status: 'success', account: account(figures) },
    'GET /orders': { orders: [] },
    'GET /symbols': { symbols: [{ ...eurusd, bid: 1.0849, ask: 1.0851 }], favourites: [] },
    'GET /me': { id: 7, preferred_currency: preferredCurrency, language: 'en' },
  });
  return renderWithQuery(<AccountBar />);
}

describe('the footer account bar', () => {
  it('the figures, when the account loads, then show as signed dollars and the margin level in percent', async () => {
    showBar({ balance: 10_000, equity: 10_120.5, used_margin: 250, free_margin: 9_870.5, margin_level: 4048.2, unrealized_profit: 120.5 });
    await screen.findAllByText('$10,000.00');
    expect(await figure('Balance')).toBe('$10,000.00');
    expect(await figure('Used Margin')).toBe('$250.00');
    expect(await figure('Free Margin')).toBe('$9,870.50');
    expect(await figure('Margin Level')).toBe('4048.20%');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a margin level at 100 % or below, when shown, then warns of the margin call and the stop-out level', async () => {
    showBar({ balance: 1_000, equity: 95, used_margin: 100, free_margin: -5, margin_level: 95, margin_call: true });
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('Margin call: margin level at or below 100%. Positions are stopped out at 50%.');
  });

  it('no used margin, when shown, then the margin level is a dash', async () => {
    showBar({});
    await screen.findAllByText('$10,000.00');
    expect(await figure('Margin Level')).toBe('—');
  });

  it('a trader who chose EUR, when the bar shows, then the USD figures stay and a line under them gives them ≈ in euros with the rate', async () => {
    showBar({ balance: 10_000, equity: 10_000, free_margin: 10_000 }, 'EUR');
    const region = await screen.findByRole('region', { name: 'Account summary' });
    expect(await within(region).findByText('≈ EUR at 1 USD = 0.921659 EUR')).toBeTruthy();
    // Balance, equity and free margin: still $10,000.00 in the figures, ≈ €9,216.59 on the line.
    expect(within(region).getAllByText('$10,000.00')).toHaveLength(3);
    expect(within(region).getAllByText('≈ €9,216.59')).toHaveLength(3);
  });

  it('a trader with no display currency, when the bar shows, then no converted line', async () => {
    const { queryClient } = showBar({});
    await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toBeDefined());
    await screen.findAllByText('$10,000.00');
    expect(screen.queryByText(/≈/)).toBeNull();
  });
});
