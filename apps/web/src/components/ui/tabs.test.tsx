// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

afterEach(cleanup);

function Execution({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="market" onValueChange={onValueChange}>
      <TabsList label="Execution">
        <TabsTrigger value="market">Market</TabsTrigger>
        <TabsTrigger value="advanced">Advanced</TabsTrigger>
        <TabsTrigger value="closed" disabled>
          Closed
        </TabsTrigger>
      </TabsList>
      <TabsContent value="market">Market fields</TabsContent>
      <TabsContent value="advanced">Pending fields</TabsContent>
    </Tabs>
  );
}

describe('the tabs', () => {
  it('a tab strip, when first shown, then its default tab is selected, the only tab stop, and labels the one visible panel', () => {
    render(<Execution />);
    const market = screen.getByRole('tab', { name: 'Market' });
    expect(market.getAttribute('aria-selected')).toBe('true');
    expect(market.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Advanced' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tablist', { name: 'Execution' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Market' }).textContent).toBe('Market fields');
    expect(screen.queryByText('Pending fields')).toBeNull();
  });

  it('a selected tab, when the trader presses the right arrow, then focus and selection move to the next enabled tab and wrap past the disabled one', async () => {
    const changes: string[] = [];
    render(<Execution onValueChange={(value) => changes.push(value)} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const advanced = screen.getByRole('tab', { name: 'Advanced' });
    expect(document.activeElement).toBe(advanced);
    expect(advanced.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Advanced' }).textContent).toBe('Pending fields');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Market' }));
    await userEvent.keyboard('{End}');
    expect(changes).toEqual(['advanced', 'market', 'advanced']);
  });

  it('a tab, when clicked, then it is selected; a disabled one, when clicked, then nothing changes', async () => {
    render(<Execution />);
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(screen.getByRole('tab', { name: 'Advanced' }).getAttribute('data-state')).toBe('active');
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe('true');
  });
});
