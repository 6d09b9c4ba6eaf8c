import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 7 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7')).toBeVisible();
  },
};

export const AlmostCapped: Story = { args: { count: 98 } };

export const Capped: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(/99 or more|99 o más/)).toBeInTheDocument();
  },
};

export const FarOverCap: Story = {
  args: { count: 1500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <p>
      Notifications <Badge {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    // No badge element at all: an empty badge would still be announced.
    await expect(within(canvasElement).getByText('Notifications').childElementCount).toBe(0);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {badgeTones.map((tone) => (
        <Badge {...args} key={tone} tone={tone} />
      ))}
    </div>
  ),
};
