import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../theme/tokens';
import { InlineError } from './InlineError';

const meta = {
  title: 'Components/InlineError',
  component: InlineError,
  args: { children: 'Wrong email or password.' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof InlineError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Wrong email or password.',
    );
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {tones.map((tone) => (
        <InlineError {...args} key={tone} tone={tone} isLive={false}>
          A {tone} message.
        </InlineError>
      ))}
    </div>
  ),
};

export const NotLive: Story = {
  args: { isLive: false, tone: 'info', children: 'Showing musicians within 500 km.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
