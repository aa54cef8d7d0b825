import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@merci/ui-kit';
import type * as real from './loadDropdownMenu';
import { RowActionsMenu } from './RowActionsMenu';

// The menu's code arrives only when the test says so: a slow network, on demand.
const gate = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('./loadDropdownMenu', async (importOriginal) => {
  const { loadDropdownMenu } = await importOriginal<typeof real>();
  return {
    loadDropdownMenu: async () => {
      await gate.arrived;
      return loadDropdownMenu();
    },
  };
});

describe('RowActionsMenu', () => {
  it('keeps a click made before the menu arrived, and opens the menu once it has', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    await act(async () => {
      render(
        <ThemeProvider>
          <RowActionsMenu
            label="Actions sur la récompense"
            items={[{ id: 'edit', label: 'Modifier', onSelect }]}
          />
        </ThemeProvider>,
      );
    });

    await user.click(screen.getByRole('button', { name: 'Actions sur la récompense' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // The code arrives.
    await act(async () => {
      gate.arrive();
      await gate.arrived;
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
