import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { RecordingPreference } from './RecordingPreference';

// No delay between keystrokes: the tests stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

describe('RecordingPreference', () => {
  it('offers recording_pref 0, 1 and 2 with the spec’s words and reports numbers', async () => {
    const onChange = vi.fn();
    renderWithUI(<RecordingPreference value={0} onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(screen.getByRole('radio', { name: 'none' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'my audio and session mix' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says when the save failed, in Spanish too', () => {
    renderWithUI(<RecordingPreference value={1} onChange={vi.fn()} result="failed" />, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo guardar la preferencia de grabación. Inténtalo de nuevo más tarde.',
    );
    expect(screen.getByRole('radio', { name: 'mi audio' })).toBeChecked();
  });
});
