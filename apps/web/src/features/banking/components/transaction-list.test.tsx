// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Transaction } from '@platform/shared/banking';
import { renderWithQuery, stubApi } from '../../../test/render-with-api.tsx';
import { TransactionList } from './transaction-list.tsx';

vi.mock('../../../lib/socket-client.ts', () => ({
  socketClient: { on: () => () => undefined, onStateChange: () => () => undefined },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function request(id: number, accountNumber: number | null | undefined): Transaction {
  return {
    id,
    type: 'deposit',
    currency: 'USDT',
    amount: 100 + id,
    chain: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    method: 'crypto',
    status: 'pending',
    created_at: '2025-03-04T10:00:00.000Z',
    reviewed_at: null,
    review_note: null,
    tx_hash: null,
    receipt_url: null,
    timeline: [],
    ...(accountNumber === undefined ? {} : { account_number: accountNumber }),
  };
}

describe("the trader's request list", () => {
  it('each row, when requests went to two accounts, then names its account number in an Account column, a dash when unknown', async () => {
    stubApi({ 'GET /transactions/my': [request(3, 100_012), request(2, 100_007), request(1, null)] });
    renderWithQuery(<TransactionList title="Your deposits" emptyText="No deposits yet." filter={() => true} showType={false} />);
    const table = await screen.findByRole('table', { name: 'Your deposits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Account', 'Currency', 'Amount', 'Chain', 'Address', 'Status', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    const accountCell = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;
    expect(rows.map((row) => accountCell(row).textContent)).toEqual(['#100012', '#100007', '—']);
    // On a phone each row is a card of label/value lines: the cell carries its label.
    expect(rows.map((row) => accountCell(row).getAttribute('data-label'))).toEqual(['Account', 'Account', 'Account']);
  });
});
