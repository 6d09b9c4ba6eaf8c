import type { PlayerSelection } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import * as sliderStyles from '../../components/Slider/Slider.css';
import { createManualScheduler } from '../../time/scheduler';
import { demoOwnedJamTrack, toneWav } from '../private/playerStoryKit';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { JamTrackPlayer, type JamTrackPlayerProps } from './JamTrackPlayer';

const jamTrack = demoOwnedJamTrack();
// Eight seconds of a real tone: the player loads, plays and seeks real audio.
const tone = toneWav(8);
const scheduler = createManualScheduler();

/** The app's side: the chosen selection, and its audio (the same tone for every source here). */
function PlayerWithSelection({
  selection: initial,
  onSelectionChange,
  ...props
}: JamTrackPlayerProps) {
  const [selection, setSelection] = useState<PlayerSelection>(initial);
  return (
    <JamTrackPlayer
      {...props}
      selection={selection}
      onSelectionChange={(next) => {
        onSelectionChange(next);
        setSelection(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/JamTrackPlayer',
  component: JamTrackPlayer,
  args: {
    jamTrack,
    selection: { kind: 'master' },
    onSelectionChange: fn(),
    onDownload: fn(),
    src: tone,
    scheduler,
  },
  parameters: { layout: 'padded' },
  decorators: [inFrame(640)],
  render: (args) => <PlayerWithSelection {...args} />,
} satisfies Meta<typeof JamTrackPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const audioOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('audio') as HTMLAudioElement;

/** The Master Mix, loaded: volume at 75 %, the position at the start. */
export const MasterMix: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: t('ui.jamTrackPlayer.volume') })).toHaveValue(
      '0.75',
    );
    await waitFor(() => expect(canvas.getByText('0:00 / 0:08')).toBeVisible());
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('ui.jamTrackPlayer.source')) }),
    ).toHaveTextContent(t('ui.jamTrackPlayer.masterMix'));
  },
};

/** Loading: the JamTrack's audio is still being made — a status, no error, Play disabled. */
export const AudioPending: Story = {
  args: { isAudioPending: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.jamTrackPlayer.audioPending'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.jamTrackPlayer.play') })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Play, seek with the keyboard, pause. */
export const Playing: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const audio = audioOf(canvasElement);
    // The test runner stays silent (and muted media may start without a user gesture).
    audio.muted = true;
    await waitFor(() => expect(canvas.getByText('0:00 / 0:08')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('ui.jamTrackPlayer.play') }));
    await waitFor(() => expect(audio.paused).toBe(false));
    const pause = await canvas.findByRole('button', { name: t('ui.jamTrackPlayer.pause') });
    await userEvent.click(pause);
    await waitFor(() => expect(audio.paused).toBe(true));

    const seek = canvas.getByRole('slider', { name: t('ui.jamTrackPlayer.seek') });
    seek.focus();
    // Up steps forward in either direction (Right is backward under right-to-left).
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(canvas.getByText('0:03 / 0:08')).toBeVisible());
    await expect(audio.currentTime).toBe(3);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The time under the pointer follows it over the progress bar. */
export const SeekTooltip: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('0:00 / 0:08')).toBeVisible());
    const seek = canvas.getByRole('slider', { name: t('ui.jamTrackPlayer.seek') });
    const track = seek.closest<HTMLElement>(`.${sliderStyles.track}`) as HTMLElement;
    const box = track.getBoundingClientRect();
    const rtl = getComputedStyle(track).direction === 'rtl';
    // Three quarters of the way along (from the inline start): 6 s of 8.
    const clientX = rtl ? box.left + box.width / 4 : box.left + (box.width * 3) / 4;
    fireEvent.pointerMove(track, { clientX, clientY: box.top + box.height / 2 });
    const tooltip = await canvas.findByTestId('seek-time-tooltip');
    await expect(tooltip).toHaveTextContent('0:06');
  },
};

/** Choosing a stem: the app records the selection and plays the stem. */
export const ChooseStem: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('ui.jamTrackPlayer.source')) }),
    );
    await userEvent.click(
      await body.findByRole('option', {
        name: t('ui.jamTrackPlayer.stemOption', { name: 'Bass' }),
      }),
    );
    await expect(args.onSelectionChange).toHaveBeenCalledWith({ kind: 'stem', id: 'jt-1-bass' });
  },
};

/** Downloads not allowed: no Download button. */
export const WithoutDownload: Story = {
  args: { onDownload: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).queryByRole('button', { name: t('ui.jamTrackPlayer.download') }),
    ).toBeNull();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
