import type { LoopRegion } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { demoPeaks, demoSections, demoSong, phoneScreen } from '../private/studioStoryKit';
import { StudioWaveform, type StudioWaveformProps } from './StudioWaveform';

/** The page's side: the playhead and the loop follow the callbacks. */
function LiveWaveform(props: StudioWaveformProps) {
  const [position, setPosition] = useState(props.position);
  const [loop, setLoop] = useState<LoopRegion | null>(props.loop);
  return (
    <StudioWaveform
      {...props}
      position={position}
      loop={loop}
      onSeek={(seconds) => {
        props.onSeek(seconds);
        setPosition(seconds);
      }}
      onLoopChange={(next) => {
        props.onLoopChange(next);
        setLoop(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/StudioWaveform',
  component: StudioWaveform,
  args: {
    peaks: [demoPeaks(1), demoPeaks(2)],
    duration: demoSong.duration,
    position: 50,
    loop: null,
    sections: demoSections,
    onSeek: fn(),
    onLoopChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveWaveform {...args} />,
} satisfies Meta<typeof StudioWaveform>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The song with its sections; the keys seek and set the loop. */
export const Overview: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const overview = canvas.getByRole('slider', { name: t('ui.studioWaveform.label') });
    overview.focus();
    await userEvent.keyboard('{ArrowUp}[[{ArrowUp}{ArrowUp}]');
    await expect(args.onLoopChange).toHaveBeenLastCalledWith({ start: 55, end: 65 });
    await expect(overview).toHaveAttribute(
      'aria-valuetext',
      t('ui.studioWaveform.positionInLoop', {
        position: '1:05',
        duration: '3:05',
        start: '0:55',
        end: '1:05',
      }),
    );
  },
};

/** A loop on the chorus, set by its section button. */
export const LoopedSection: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('ui.studioWaveform.loopSection', {
          section: t('ui.studioSection.chorus'),
          start: '0:45',
          end: '1:10',
        }),
      }),
    );
    await expect(args.onLoopChange).toHaveBeenCalledWith({ start: 45, end: 70 });
    await expect(canvas.getByTestId('studio-loop-region')).toBeVisible();
  },
};

/** A loop that is set but switched off is drawn faded. */
export const LoopOff: Story = { args: { loop: { start: 100, end: 125 }, loopEnabled: false } };

export const Spanish: Story = { globals: { locale: 'es' }, args: { loop: { start: 45, end: 70 } } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { loop: { start: 45, end: 70 } },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { loop: { start: 45, end: 70 } },
};

/** At 375 px the section buttons wrap and nothing sticks out. */
export const Phone: Story = {
  decorators: [phoneScreen],
  args: { loop: { start: 45, end: 70 } },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
