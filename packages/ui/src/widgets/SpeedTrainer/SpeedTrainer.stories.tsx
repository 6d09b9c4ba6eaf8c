import { SPEED_TRAINER_DEFAULT, type SpeedTrainer as SpeedTrainerSettings } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { phoneScreen } from '../private/studioStoryKit';
import { SpeedTrainer, type SpeedTrainerProps } from './SpeedTrainer';

/** The page's side: the settings and the switch follow the callbacks. */
function LiveTrainer(props: SpeedTrainerProps) {
  const [trainer, setTrainer] = useState<SpeedTrainerSettings>(props.trainer);
  const [enabled, setEnabled] = useState(props.isEnabled);
  return (
    <SpeedTrainer
      {...props}
      trainer={trainer}
      isEnabled={enabled}
      onTrainerChange={(next) => {
        props.onTrainerChange(next);
        setTrainer(next);
      }}
      onEnabledChange={(next) => {
        props.onEnabledChange(next);
        setEnabled(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/SpeedTrainer',
  component: SpeedTrainer,
  args: {
    trainer: SPEED_TRAINER_DEFAULT,
    isEnabled: true,
    pass: 4,
    onTrainerChange: fn(),
    onEnabledChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveTrainer {...args} />,
} satisfies Meta<typeof SpeedTrainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 70 % up by 5 % every 2 passes to 100 %, on its fifth pass; the keys change a step. */
export const Training: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('ui.speedTrainer.status', { pass: 5, percent: 80 }),
    );
    canvas.getByRole('textbox', { name: t('ui.speedTrainer.step') }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onTrainerChange).toHaveBeenLastCalledWith({
      ...SPEED_TRAINER_DEFAULT,
      stepPercent: 6,
    });
  },
};

export const Off: Story = { args: { isEnabled: false, pass: 0 } };

export const Spanish: Story = { globals: { locale: 'es' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  decorators: [phoneScreen],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
