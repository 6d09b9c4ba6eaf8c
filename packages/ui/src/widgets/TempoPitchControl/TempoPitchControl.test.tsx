import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { TempoPitchControl, type TempoPitchControlProps } from './TempoPitchControl';

function renderControl(props: Partial<TempoPitchControlProps> = {}, locale = 'en') {
  const onTempoChange = vi.fn();
  const onPitchChange = vi.fn();
  const view = renderWithUI(
    <TempoPitchControl
      tempo={0.8}
      pitch={-2}
      songBpm={96}
      songKey="E minor"
      onTempoChange={onTempoChange}
      onPitchChange={onPitchChange}
      {...props}
    />,
    locale,
  );
  return { onTempoChange, onPitchChange, ...view };
}

describe('TempoPitchControl', () => {
  it('shows the song’s BPM and key and the ones heard', () => {
    renderControl({}, 'es');
    expect(screen.getByText('96 BPM · E minor')).toBeVisible();
    expect(screen.getByTestId('tempo-pitch-heard')).toHaveTextContent('76,8 BPM · D minor');
  });

  it('reads tempo as a percentage and pitch with its sign', () => {
    renderControl();
    expect(screen.getByRole('slider', { name: 'Tempo' })).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByRole('slider', { name: 'Pitch (semitones)' })).toHaveAttribute(
      'aria-valuetext',
      '-2',
    );
  });

  it('marks the spec’s tempo options from 50 % to 150 %', () => {
    renderControl();
    // Slower by 5…50 % (10), original, faster by 5…50 % (7).
    expect(screen.getByTestId('tempo-marks').children).toHaveLength(18);
  });

  it('changes tempo by 1 % and pitch by a semitone with the arrow keys', async () => {
    const { onTempoChange, onPitchChange } = renderControl();
    screen.getByRole('slider', { name: 'Tempo' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onTempoChange).toHaveBeenLastCalledWith(0.81);
    screen.getByRole('slider', { name: 'Pitch (semitones)' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onPitchChange).toHaveBeenLastCalledWith(-3);
  });

  it('goes back to the original tempo and pitch, and is off when already there', async () => {
    const { onTempoChange, onPitchChange, rerender } = renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Back to original' }));
    expect(onTempoChange).toHaveBeenCalledWith(1);
    expect(onPitchChange).toHaveBeenCalledWith(0);
    rerender(
      <TempoPitchControl
        tempo={1}
        pitch={0}
        songBpm={null}
        songKey={null}
        onTempoChange={onTempoChange}
        onPitchChange={onPitchChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Back to original' })).toBeDisabled();
  });
});
