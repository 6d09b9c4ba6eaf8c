import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

interface Instrument {
  id: string;
  name: string;
}

const instruments: Instrument[] = [
  { id: 'bass', name: 'Bass guitar' },
  { id: 'drums', name: 'Drums' },
  { id: 'guitar', name: 'Electric guitar' },
];

function InstrumentComboBox(props: Partial<ComboBoxProps<Instrument>>) {
  return (
    <ComboBox label="Instrument" defaultItems={instruments} {...props}>
      {(item: Instrument) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters the options by what is typed and reports the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<InstrumentComboBox onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Instrument' }), 'guit');
    const listBox = await screen.findByRole('listbox', { name: /Instrument/ });
    expect(
      within(listBox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bass guitar', 'Electric guitar']);
    await user.click(within(listBox).getByRole('option', { name: 'Electric guitar' }));
    expect(onChange).toHaveBeenCalledWith('guitar');
    expect(screen.getByRole('combobox')).toHaveValue('Electric guitar');
  });

  it('keeps the list open and says "No results" when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithUI(<InstrumentComboBox />);
    await user.type(screen.getByRole('combobox'), 'Theremin');
    const listBox = await screen.findByRole('listbox');
    expect(within(listBox).getByText('No results')).toBeInTheDocument();
  });

  it('uses the given empty message, in any locale', async () => {
    const user = userEvent.setup();
    renderWithUI(<InstrumentComboBox emptyMessage="Nobody plays that here." />, 'es');
    await user.type(screen.getByRole('combobox'), 'Theremin');
    expect(await screen.findByText('Nobody plays that here.')).toBeInTheDocument();
  });

  it('shows a spinner in the field and "Loading…" in an empty list while loading', async () => {
    const user = userEvent.setup();
    renderWithUI(<InstrumentComboBox defaultItems={[]} isLoading />, 'es');
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'b');
    const listBox = await screen.findByRole('listbox');
    expect(within(listBox).getByText('Cargando…')).toBeInTheDocument();
    expect(within(listBox).queryByText('Sin resultados')).toBeNull();
  });

  it('shows no spinner when not loading', () => {
    renderWithUI(<InstrumentComboBox />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
