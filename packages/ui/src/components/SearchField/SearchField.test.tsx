import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits the query on Enter and empties the field on Escape', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    renderWithUI(<SearchField label="Search" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'bass{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('bass');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('names its clear button in the locale and keeps it out of the tab order', () => {
    renderWithUI(<SearchField label="Buscar" defaultValue="batería" />, 'es');
    const clear = screen.getByRole('button', { name: 'Borrar búsqueda' });
    expect(clear).toHaveAttribute('tabindex', '-1');
  });

  it('marks itself invalid with a given error message', () => {
    renderWithUI(<SearchField label="Search" errorMessage="Type at least two letters." />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Type at least two letters.');
  });
});
