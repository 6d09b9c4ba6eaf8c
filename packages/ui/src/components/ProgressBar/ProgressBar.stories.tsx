import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Rendering your mix', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Rendering your mix' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent(/40\s?%/);
  },
};

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing stems' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing stems' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueLabel: Story = {
  args: { value: 3, maxValue: 6, valueLabel: '3 of 6 steps', label: 'Packaging' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Packaging' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 6 steps');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', showValueLabel: false, value: 70 },
};
