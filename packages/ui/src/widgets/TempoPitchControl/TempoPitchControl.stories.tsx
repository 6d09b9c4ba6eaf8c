import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { demoSong, phoneScreen } from '../private/studioStoryKit';
import { TempoPitchControl, type TempoPitchControlProps } from './TempoPitchControl';

/** The page's side: tempo and pitch follow the callbacks. */
function LiveControl(props: TempoPitchControlProps) {
  const [tempo, setTempo] = useState(props.tempo);
  const [pitch, setPitch] = useState(props.pitch);
  return (
    <TempoPitchControl
      {...props}
      tempo={tempo}
      pitch={pitch}
      onTempoChange={(value) => {
        props.onTempoChange(value);
        setTempo(value);
      }}
      onPitchChange={(value) => {
        props.onPitchChange(value);
        setPitch(value);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/TempoPitchControl',
  component: TempoPitchControl,
  args: {
    tempo: 1,
    pitch: 0,
    songBpm: demoSong.bpm,
    songKey: demoSong.key,
    onTempoChange: fn(),
    onPitchChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveControl {...args} />,
} satisfies Meta<typeof TempoPitchControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The song as recorded; the keys slow it down and drop it a tone. */
export const Original: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: t('ui.tempoPitch.tempo') }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onTempoChange).toHaveBeenLastCalledWith(0.98);
    canvas.getByRole('slider', { name: t('ui.tempoPitch.pitch') }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onPitchChange).toHaveBeenLastCalledWith(-2);
    await expect(canvas.getByTestId('tempo-pitch-heard')).toHaveTextContent('D minor');
  },
};

/** Slowed to 80 % and down two semitones. */
export const SlowerAndLower: Story = { args: { tempo: 0.8, pitch: -2 } };

/** A song the catalogue has no BPM or key for. */
export const UnknownBpmAndKey: Story = { args: { songBpm: null, songKey: null, tempo: 1.2 } };

export const Spanish: Story = { globals: { locale: 'es' }, args: { tempo: 0.8, pitch: -2 } };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { tempo: 0.8, pitch: 3 } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { tempo: 1.25, pitch: 5 } };

export const Phone: Story = {
  decorators: [phoneScreen],
  globals: { locale: 'es' },
  args: { tempo: 0.8, pitch: -2 },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
