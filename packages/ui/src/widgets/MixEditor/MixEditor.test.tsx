import {
  MAX_CUSTOM_MIXES,
  type MixCreationPayload,
  PITCH_OPTIONS,
  TEMPO_OPTIONS,
} from '@backline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoOwnedJamTrack } from '../private/playerStoryKit';
import { MixEditor, type MixEditorProps } from './MixEditor';

const jamTrack = demoOwnedJamTrack();

function renderEditor(props: Partial<MixEditorProps> = {}, locale = 'en') {
  const onCreate = vi.fn<(payload: MixCreationPayload) => Promise<unknown>>(() =>
    Promise.resolve(),
  );
  renderWithUI(
    <MixEditor jamTrack={jamTrack} mixCount={0} onCreate={onCreate} {...props} />,
    locale,
  );
  return { onCreate };
}

async function choose(selectName: string, optionName: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(selectName) }));
  await userEvent.click(screen.getByRole('option', { name: optionName }));
}

// Select-heavy interactions: allow for a busy machine.
describe('MixEditor (part 2 §4, §5, §9)', { timeout: 30_000 }, () => {
  it('offers the tempo and pitch options of §9', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: /Tempo/ }));
    const tempos = screen.getAllByRole('option');
    expect(tempos).toHaveLength(TEMPO_OPTIONS.length);
    expect(tempos[0]).toHaveTextContent('Original');
    expect(tempos[1]).toHaveTextContent('Slower by 5%');
    expect(tempos.at(-1)).toHaveTextContent('Faster by 50%');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Pitch/ }));
    const pitches = screen.getAllByRole('option');
    expect(pitches).toHaveLength(PITCH_OPTIONS.length);
    expect(pitches[1]).toHaveTextContent('1 semitone down');
    expect(pitches.at(-1)).toHaveTextContent('12 semitones up');
  });

  it('shows both validation messages and sends nothing', async () => {
    const { onCreate } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Create Mix' }));
    expect(screen.getByText('Select at least one track to create a mix')).toBeInTheDocument();
    expect(screen.getByText('Mix name is required')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the mix with the muted track, tempo, pitch and the count-in as a flag, then resets', async () => {
    let finish: () => void = () => {};
    const onCreate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderEditor({ onCreate });
    await userEvent.type(screen.getByRole('textbox', { name: /Mix name/ }), 'Practice');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keys' }));
    await choose('Tempo', 'Slower by 10%');
    await choose('Pitch', '2 semitones down');
    await userEvent.click(screen.getByRole('checkbox', { name: /Count-in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Mix' }));

    expect(onCreate).toHaveBeenCalledWith({
      jamTrackID: 'jt-1',
      name: 'Practice',
      settings: {
        speed: 0.9,
        pitch: -2,
        'count-in': true,
        tracks: [
          { id: 'jt-1-drums', mute: false },
          { id: 'jt-1-bass', mute: false },
          { id: 'jt-1-keys', mute: true },
          { id: 'jt-1-vocal', mute: false },
          { id: 'jt-1-click', mute: false },
        ],
      },
    });
    expect(screen.getByRole('button', { name: 'Creating Mix...' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Mix' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Mix name/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Keys' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Count-in/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Tempo/ })).toHaveTextContent('Original');
  });

  it('keeps the values when the creation fails', async () => {
    const onCreate = vi.fn(() => Promise.reject(new Error('422')));
    renderEditor({ onCreate });
    await userEvent.type(screen.getByRole('textbox', { name: /Mix name/ }), 'Practice');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Drums' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Mix' }));
    expect(await screen.findByText('The mix could not be created. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mix name/ })).toHaveValue('Practice');
  });

  it(`disables everything at ${MAX_CUSTOM_MIXES} mixes`, () => {
    renderEditor({ mixCount: MAX_CUSTOM_MIXES });
    const form = screen.getByRole('region', { name: 'Create Mix' });
    expect(within(form).getByRole('textbox', { name: /Mix name/ })).toBeDisabled();
    for (const checkbox of within(form).getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Create Mix' })).toBeDisabled();
    expect(within(form).getByText(/the most you can keep/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderEditor({}, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mezcla' }));
    expect(
      screen.getByText('Selecciona al menos una pista para crear una mezcla'),
    ).toBeInTheDocument();
  });
});
