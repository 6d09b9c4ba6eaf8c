import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Select, SelectItem, type SelectProps } from './Select';

const items = [
  { id: 'bass', name: 'Bass guitar' },
  { id: 'drums', name: 'Drums' },
];

function InstrumentSelect(props: Partial<SelectProps<(typeof items)[number]>>) {
  return (
    <Select label="Instrument" items={items} {...props}>
      {(item: (typeof items)[number]) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

describe('Select', () => {
  // Keyboard use is played in Chromium by the stories (happy-dom does not move focus into the list).
  it('lists the options and reports the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<InstrumentSelect onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Instrument/ }));
    const listBox = await screen.findByRole('listbox', { name: 'Instrument' });
    expect(
      within(listBox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bass guitar', 'Drums']);
    await user.click(within(listBox).getByRole('option', { name: 'Drums' }));
    expect(onChange).toHaveBeenCalledWith('drums');
    expect(screen.getByRole('button', { name: /Instrument/ })).toHaveTextContent('Drums');
  });

  it('shows the localized placeholder until something is chosen', () => {
    renderWithUI(<InstrumentSelect label="Instrumento" />, 'es');
    expect(screen.getByRole('button', { name: /Instrumento/ })).toHaveTextContent(
      'Selecciona una opción',
    );
  });

  it('marks itself invalid and shows a given error message', () => {
    renderWithUI(<InstrumentSelect errorMessage="Choose one." />);
    expect(screen.getByText('Choose one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Instrument/ }).closest('[data-invalid]')).not.toBe(
      null,
    );
  });
});
