import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { StudioShortcutsHelp } from './StudioShortcutsHelp';

describe('StudioShortcutsHelp', () => {
  it('opens from the keyboard and lists every shortcut, then closes with Escape', async () => {
    renderWithUI(<StudioShortcutsHelp />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const keys = [...dialog.querySelectorAll('kbd')].map((kbd) => kbd.textContent);
    expect(keys).toEqual(['Space', '←', '→', '[', ']', 'L', '+', '−']);
    expect(within(dialog).getByText('Turn the loop on or off')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in Spanish', async () => {
    renderWithUI(<StudioShortcutsHelp />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Atajos de teclado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(within(dialog).getByText('Espacio')).toBeVisible();
    expect(within(dialog).getByText('Subir o bajar el tempo')).toBeVisible();
  });
});
