import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { StudioWaveform, type StudioWaveformProps } from './StudioWaveform';

const peaks = [{ min: [-0.5, -1, -0.2, -0.1], max: [0.5, 1, 0.2, 0.1] }];
const sections = [
  { kind: 'intro', start: 0, end: 20 },
  { kind: 'chorus', start: 45, end: 70 },
];

function renderWaveform(props: Partial<StudioWaveformProps> = {}, locale = 'en') {
  const onSeek = vi.fn();
  const onLoopChange = vi.fn();
  renderWithUI(
    <StudioWaveform
      peaks={peaks}
      duration={185}
      position={83}
      loop={null}
      sections={sections}
      onSeek={onSeek}
      onLoopChange={onLoopChange}
      {...props}
    />,
    locale,
  );
  return { onSeek, onLoopChange, overview: screen.getByRole('slider') };
}

describe('StudioWaveform', () => {
  it('reads the playhead as m:ss of the song, and the loop when one plays', () => {
    const { overview } = renderWaveform({ loop: { start: 45, end: 70 } });
    expect(overview).toHaveAccessibleName('Song overview');
    expect(overview).toHaveAttribute('aria-valuetext', '1:23 of 3:05, loop 0:45 to 1:10');
  });

  it('reads in Spanish', () => {
    const { overview } = renderWaveform({}, 'es');
    expect(overview).toHaveAttribute('aria-valuetext', '1:23 de 3:05');
    expect(
      screen.getByRole('button', { name: 'Repetir Estribillo, de 0:45 a 1:10' }),
    ).toBeVisible();
  });

  it('seeks with the arrow keys, Home and End, inside the song', async () => {
    const { overview, onSeek } = renderWaveform({ position: 182 });
    overview.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSeek).toHaveBeenLastCalledWith(185);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSeek).toHaveBeenLastCalledWith(177);
    await userEvent.keyboard('{Home}');
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });

  it('sets the loop start with [ and the end with ] at the playhead', async () => {
    const { overview, onLoopChange } = renderWaveform({ loop: { start: 45, end: 100 } });
    overview.focus();
    await userEvent.keyboard('[[');
    expect(onLoopChange).toHaveBeenLastCalledWith({ start: 83, end: 100 });
    await userEvent.keyboard(']]');
    expect(onLoopChange).toHaveBeenLastCalledWith({ start: 45, end: 83 });
  });

  it('loops a section when its button is pressed', async () => {
    const { onLoopChange } = renderWaveform();
    await userEvent.click(screen.getByRole('button', { name: 'Loop Chorus, 0:45 to 1:10' }));
    expect(onLoopChange).toHaveBeenCalledWith({ start: 45, end: 70 });
  });

  it('sets the loop by dragging and seeks by clicking', () => {
    const { overview, onLoopChange, onSeek } = renderWaveform();
    vi.spyOn(overview, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 370, height: 80 }),
    );
    fireEvent.pointerDown(overview, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(overview, { clientX: 40, pointerId: 1 });
    fireEvent.pointerUp(overview, { clientX: 40, pointerId: 1 });
    expect(onLoopChange).toHaveBeenLastCalledWith({ start: 20, end: 50 });
    expect(onSeek).not.toHaveBeenCalled();

    fireEvent.pointerDown(overview, { button: 0, clientX: 185, pointerId: 1 });
    fireEvent.pointerUp(overview, { clientX: 186, pointerId: 1 });
    expect(onSeek).toHaveBeenCalledWith(92.5);
  });
});
