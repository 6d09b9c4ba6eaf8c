import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, cardElements, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Friday blues jam</h3>
        <p style={{ margin: 0 }}>Four musicians, open to guitar and keys.</p>
      </>
    ),
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
    as: { control: 'inline-radio', options: cardElements },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {cardPaddings.map((padding) => (
        <Card {...args} key={padding} padding={padding}>
          padding: {padding}
        </Card>
      ))}
    </div>
  ),
};

export const ListOfCards: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
      {['Friday blues jam', 'Sunday funk session', 'Late-night ambient'].map((title) => (
        <Card {...args} as="li" key={title}>
          {title}
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
