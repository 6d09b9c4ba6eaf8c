import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { CountInControl, type CountInControlProps } from './CountInControl';

function renderCountIn(props: Partial<CountInControlProps> = {}, locale = 'en') {
  const callbacks = {
    onBarsChange: vi.fn(),
    onAccentBeatOneChange: vi.fn(),
    onBeforeEachPassChange: vi.fn(),
  };
  renderWithUI(
    <CountInControl bars={1} accentBeatOne beforeEachPass={false} {...callbacks} {...props} />,
    locale,
  );
  return callbacks;
}

describe('CountInControl', () => {
  it('offers off, 1 bar and 2 bars, in the reader’s language', () => {
    renderCountIn({}, 'es');
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No', '1 compás', '2 compases']);
    expect(screen.getByRole('radio', { name: '1 compás' })).toBeChecked();
  });

  it('chooses bars with the arrow keys', async () => {
    const { onBarsChange } = renderCountIn();
    screen.getByRole('radio', { name: '1 bar' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onBarsChange).toHaveBeenLastCalledWith(2);
  });

  it('turns the count-in on from off with the keyboard', async () => {
    const { onBarsChange } = renderCountIn({ bars: 0 });
    screen.getByRole('radio', { name: 'Off' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onBarsChange).toHaveBeenLastCalledWith(1);
  });

  it('sets the accent and the count-in before each loop pass', async () => {
    const { onAccentBeatOneChange, onBeforeEachPassChange } = renderCountIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accent beat one' }));
    expect(onAccentBeatOneChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Before each loop pass' }));
    expect(onBeforeEachPassChange).toHaveBeenCalledWith(true);
  });

  it('has no options while off', () => {
    renderCountIn({ bars: 0 });
    expect(screen.getByRole('checkbox', { name: 'Accent beat one' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Before each loop pass' })).toBeDisabled();
  });
});
