import { AUDIO_START_VOLUME, type PlayerSelection } from '@backline/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { createManualScheduler } from '../../time/scheduler';
import { demoOwnedJamTrack } from '../private/playerStoryKit';
import { JamTrackPlayer, type JamTrackPlayerProps } from './JamTrackPlayer';

const jamTrack = demoOwnedJamTrack();

function renderPlayer(props: Partial<JamTrackPlayerProps> = {}, locale = 'en') {
  const scheduler = createManualScheduler();
  const onSelectionChange = vi.fn();
  const view = renderWithUI(
    <JamTrackPlayer
      jamTrack={jamTrack}
      selection={{ kind: 'master' }}
      onSelectionChange={onSelectionChange}
      src="/audio/master.mp3"
      scheduler={scheduler}
      {...props}
    />,
    locale,
  );
  return { scheduler, onSelectionChange, ...view };
}

/** happy-dom loads no media: give the element the duration a browser would read. */
function loadMetadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent(audio, new Event('loadedmetadata'));
}

const audioOf = (container: HTMLElement) => container.querySelector('audio') as HTMLAudioElement;

describe('JamTrackPlayer (part 2 §4, §9)', () => {
  it('shows a loading state while the JamTrack’s audio is being made, with no error', () => {
    const { container } = renderPlayer({ isAudioPending: true });
    expect(
      screen.getByText(/Preparing this JamTrack’s audio/).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(audioOf(container).getAttribute('src')).toBeNull();
    fireEvent(audioOf(container), new Event('error'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts at volume 0.75', () => {
    const { container } = renderPlayer();
    expect(audioOf(container).volume).toBe(AUDIO_START_VOLUME);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.75');
  });

  it('plays and pauses, and refreshes the position every 500 ms while playing', async () => {
    const { container, scheduler } = renderPlayer();
    const audio = audioOf(container);
    loadMetadata(audio, 200);
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    audio.currentTime = 65;
    act(() => scheduler.advance(499));
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument();
    act(() => scheduler.advance(1));
    expect(screen.getByText('1:05 / 3:20')).toBeInTheDocument();
    audio.currentTime = 66;
    act(() => scheduler.advance(500));
    expect(screen.getByText('1:06 / 3:20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    expect(scheduler.pendingCount()).toBe(0);
  });

  it('reads the duration of audio that loaded before it rendered (hydration)', () => {
    const readyState = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState');
    const duration = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'duration');
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', {
      configurable: true,
      get: () => 1,
    });
    Object.defineProperty(HTMLMediaElement.prototype, 'duration', {
      configurable: true,
      get: () => 95,
    });
    try {
      renderPlayer();
      expect(screen.getByText('0:00 / 1:35')).toBeInTheDocument();
    } finally {
      if (readyState) Object.defineProperty(HTMLMediaElement.prototype, 'readyState', readyState);
      if (duration) Object.defineProperty(HTMLMediaElement.prototype, 'duration', duration);
    }
  });

  it('seeks with the keyboard through the position slider', async () => {
    const { container } = renderPlayer();
    const audio = audioOf(container);
    loadMetadata(audio, 200);
    const seek = screen.getByRole('slider', { name: 'Position' });
    act(() => seek.focus());
    await userEvent.keyboard('{End}');
    expect(audio.currentTime).toBe(200);
    await userEvent.keyboard('{Home}');
    expect(audio.currentTime).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(1);
  });

  it('starting one player pauses the other', async () => {
    const first = renderPlayer({ 'aria-label': 'First' });
    const second = renderPlayer({ 'aria-label': 'Second' });
    const [firstPlay, secondPlay] = screen.getAllByRole('button', { name: 'Play' });
    await userEvent.click(firstPlay!);
    expect(audioOf(first.container).paused).toBe(false);
    await userEvent.click(secondPlay!);
    expect(audioOf(second.container).paused).toBe(false);
    expect(audioOf(first.container).paused).toBe(true);
  });

  it('offers the Master Mix, signed custom mixes only, and the Track and Click stems', async () => {
    const { onSelectionChange } = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: /Listen to/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Master Mix',
      'No drums, slower (custom mix)',
      'Drums (stem)',
      'Bass (stem)',
      'Keys (stem)',
      'Vocal (stem)',
      'Click (stem)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Bass (stem)' }));
    expect(onSelectionChange).toHaveBeenCalledWith({
      kind: 'stem',
      id: 'jt-1-bass',
    } satisfies PlayerSelection);
  });

  it('starts a new source from its beginning', () => {
    const { container, rerender, scheduler, onSelectionChange } = renderPlayer();
    loadMetadata(audioOf(container), 200);
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument();
    rerender(
      <JamTrackPlayer
        jamTrack={jamTrack}
        selection={{ kind: 'mixdown', id: 'mix-1' }}
        onSelectionChange={onSelectionChange}
        src="/audio/mix-1.mp3"
        scheduler={scheduler}
      />,
    );
    expect(screen.getByText('0:00 / 0:00')).toBeInTheDocument();
  });

  it('offers a download only when the app passes one', async () => {
    const onDownload = vi.fn();
    renderPlayer({ onDownload });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('speaks Spanish', () => {
    renderPlayer({}, 'es');
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volumen' })).toBeInTheDocument();
  });
});
