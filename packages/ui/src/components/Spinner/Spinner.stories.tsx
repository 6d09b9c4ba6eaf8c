import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = globals.locale === 'es' ? 'Cargando' : 'Loading';
    await expect(within(canvasElement).getByRole('progressbar', { name })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Loading musicians' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading musicians' }),
    ).toBeVisible();
  },
};
