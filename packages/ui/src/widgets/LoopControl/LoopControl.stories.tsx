import type { LoopRegion } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { demoSong, phoneScreen } from '../private/studioStoryKit';
import { LoopControl, type LoopControlProps } from './LoopControl';

/** The page's side: the loop and its switch follow the callbacks. */
function LiveLoop(props: LoopControlProps) {
  const [loop, setLoop] = useState<LoopRegion | null>(props.loop);
  const [enabled, setEnabled] = useState(props.loopEnabled);
  return (
    <LoopControl
      {...props}
      loop={loop}
      loopEnabled={enabled}
      onLoopChange={(next) => {
        props.onLoopChange(next);
        setLoop(next);
        setEnabled(true);
      }}
      onLoopEnabledChange={(next) => {
        props.onLoopEnabledChange(next);
        setEnabled(next);
      }}
      onClear={() => {
        props.onClear();
        setLoop(null);
        setEnabled(false);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/LoopControl',
  component: LoopControl,
  args: {
    duration: demoSong.duration,
    loop: { start: 45, end: 70 },
    loopEnabled: true,
    onLoopChange: fn(),
    onLoopEnabledChange: fn(),
    onClear: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveLoop {...args} />,
} satisfies Meta<typeof LoopControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chorus looped; the keys move B, the switch turns it off, Clear removes it. */
export const Looping: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const end = canvas.getByRole('slider', {
      name: new RegExp(t('ui.loopControl.end').replace(/[()]/g, '\\$&')),
    });
    end.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onLoopChange).toHaveBeenLastCalledWith({ start: 45, end: 72 });
    await expect(end).toHaveAttribute('aria-valuetext', '1:12');
    await userEvent.click(canvas.getByRole('switch', { name: t('ui.loopControl.enabled') }));
    await expect(args.onLoopEnabledChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.loopControl.clear') }));
    await expect(canvas.getByText(t('ui.loopControl.none'))).toBeVisible();
  },
};

export const NoLoop: Story = { args: { loop: null, loopEnabled: false } };

export const Spanish: Story = { globals: { locale: 'es' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  decorators: [phoneScreen],
  globals: { locale: 'es' },
  args: { loop: null, loopEnabled: false },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
