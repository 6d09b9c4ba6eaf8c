import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { PlayTime, playTimeHeadingLevels } from './PlayTime';

const meta = {
  title: 'Widgets/PlayTime',
  component: PlayTime,
  args: { seconds: 2 * 3600 + 5 * 60 },
  argTypes: { headingLevel: { control: 'inline-radio', options: playTimeHeadingLevels } },
  decorators: [inFrame(480)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlayTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours and minutes left, with the rule that only sessions of 2 or more people count. */
export const HoursAndMinutes: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const time = t('ui.playTime.hoursAndMinutes', {
      hours: t('ui.playTime.hours', { hours: 2 }),
      minutes: t('ui.playTime.minutes', { minutes: 5 }),
    });
    await expect(canvas.getByRole('region', { name: t('ui.playTime.label') })).toHaveTextContent(
      t('ui.playTime.left', { time }),
    );
  },
};

/** Exactly one hour: no "0 minutes". */
export const OneHour: Story = {
  args: { seconds: 3600 },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(
      t('ui.playTime.left', { time: t('ui.playTime.hours', { hours: 1 }) }),
    );
  },
};

/** Used up: 0 minutes (never negative). */
export const UsedUp: Story = {
  args: { seconds: -30 },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(
      t('ui.playTime.left', { time: t('ui.playTime.minutes', { minutes: 0 }) }),
    );
  },
};

/** No limit (Gold, Platinum, the trial): unlimited. */
export const Unlimited: Story = {
  args: { seconds: null },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(t('ui.playTime.unlimitedValue'));
    await expect(canvasElement).toHaveTextContent(t('ui.playTime.unlimited'));
  },
};
