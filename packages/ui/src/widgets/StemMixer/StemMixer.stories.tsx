import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { demoStems, phoneScreen } from '../private/studioStoryKit';
import { StemMixer, type StemMixerProps } from './StemMixer';

/** The page's side: the stems follow the callbacks. */
function LiveMixer(props: StemMixerProps) {
  const [stems, setStems] = useState(props.stems);
  const edit = (id: string, change: object) =>
    setStems((current) => current.map((stem) => (stem.id === id ? { ...stem, ...change } : stem)));
  return (
    <StemMixer
      {...props}
      stems={stems}
      onVolumeChange={(id, volume) => {
        props.onVolumeChange(id, volume);
        edit(id, { volume });
      }}
      onMutedChange={(id, muted) => {
        props.onMutedChange(id, muted);
        edit(id, { muted });
      }}
      onSoloedChange={(id, soloed) => {
        props.onSoloedChange(id, soloed);
        edit(id, { soloed });
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/StemMixer',
  component: StemMixer,
  args: {
    stems: demoStems,
    levels: { drums: 0.7, bass: 0.45, guitar: 0, click: 0.3 },
    onVolumeChange: fn(),
    onMutedChange: fn(),
    onSoloedChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveMixer {...args} />,
} satisfies Meta<typeof StemMixer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stems, the guitar muted; the keyboard moves a fader and solos the drums. */
export const Mixer: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const drums = t('ui.instrument.drums');
    canvas.getByRole('slider', { name: t('ui.stemMixer.volume', { stem: drums }) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith('drums', 0.99);
    const solo = canvas.getByRole('button', { name: t('ui.stemMixer.soloStem', { stem: drums }) });
    await userEvent.click(solo);
    await expect(solo).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSoloedChange).toHaveBeenCalledWith('drums', true);
  },
};

/** One stem soloed: the others are drawn faded. */
export const Soloed: Story = {
  args: {
    stems: demoStems.map((stem) => ({ ...stem, soloed: stem.id === 'bass' })),
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** At 375 px each stem stacks name and meter, fader, then Mute and Solo. */
export const Phone: Story = {
  decorators: [phoneScreen],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
