import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState';

const onFind = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No friends yet',
    description: 'Find musicians near you with a good latency and send them a friend request.',
    action: <Button onPress={onFind}>Find musicians</Button>,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels } },
  beforeEach: () => {
    onFind.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No friends yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Find musicians' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onFind).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { description: undefined, action: undefined } };

export const WithIllustration: Story = {
  args: {
    illustration: (
      <svg
        viewBox="0 0 48 48"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="18" cy="34" r="6" />
        <path d="M24 34V8l14 4v8l-14-4" />
      </svg>
    ),
  },
};
