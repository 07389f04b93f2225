// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, DropdownMenuItem } from './dropdown-menu.tsx';

afterEach(cleanup);

/** A menu whose open state its owner keeps, as the chart's '+' does. */
function ControlledMenu() {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} trigger={<button type="button">Actions</button>}>
      <DropdownMenuItem onSelect={() => undefined}>Buy Stop</DropdownMenuItem>
    </DropdownMenu>
  );
}

describe('the dropdown menu', () => {
  it('a controlled menu, when pressed before Radix has loaded, then opens once it has', { timeout: 20_000 }, async () => {
    render(<ControlledMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    // Radix arrives by a dynamic import: on a loaded machine that can take seconds.
    expect(await screen.findByRole('menuitem', { name: 'Buy Stop' }, { timeout: 15_000 })).toBeTruthy();
  });
});
