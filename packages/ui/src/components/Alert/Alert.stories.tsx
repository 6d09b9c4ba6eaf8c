import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Your avatar has been updated.', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Sessions start on time',
    children: 'Join a few minutes early to check your audio.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^(Information|Información): Sessions start on time/,
    );
  },
};

export const Success: Story = {};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your subscription ends in 3 days',
    children: 'Renew it to keep your play time.',
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'An error encountered when updating avatar.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Error: An error encountered/,
    );
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'info', children: 'Your changes are saved as you type.' },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {alertTones.map((tone) => (
        <Alert {...args} key={tone} tone={tone} title={`${tone} message`} />
      ))}
    </div>
  ),
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: /Dismiss|Descartar/ });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
