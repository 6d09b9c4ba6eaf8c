import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { ListBox, listBoxLayouts, listBoxSelectionModes } from './ListBox';
import { ListBoxItem } from './ListBoxItem';

const genres = [
  { id: 'blues', name: 'Blues' },
  { id: 'funk', name: 'Funk' },
  { id: 'jazz', name: 'Jazz' },
  { id: 'rock', name: 'Rock' },
  { id: 'soul', name: 'Soul' },
];

const meta = {
  title: 'Components/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Genres',
    items: genres,
    selectionMode: 'single',
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: listBoxSelectionModes },
    layout: { control: 'inline-radio', options: listBoxLayouts },
  },
  render: (args) => (
    <ListBox {...args} items={args.items as typeof genres}>
      {(genre) => <ListBoxItem>{genre.name}</ListBoxItem>}
    </ListBox>
  ),
} satisfies Meta<typeof ListBox<(typeof genres)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Selected: Story = { args: { defaultSelectedKeys: ['jazz'] } };

export const MultipleSelected: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['funk', 'soul'] },
};

export const WithDisabledOption: Story = { args: { disabledKeys: ['rock'] } };

export const Grid: Story = { args: { layout: 'grid' } };

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const loading = uiMessagesFor(globals.locale)['ui.spinner.label'];
    await expect(within(canvasElement).getByRole('progressbar', { name: loading })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'No Records!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Records!')).toBeVisible();
  },
};

export const ArrowKeysAndEnterSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    const blues = await canvas.findByRole('option', { name: 'Blues' });
    await userEvent.tab();
    await expect(blues).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const jazz = canvas.getByRole('option', { name: 'Jazz' });
    await expect(jazz).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(jazz).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // Type-ahead: "s" jumps to Soul.
    await userEvent.keyboard('s');
    await expect(canvas.getByRole('option', { name: 'Soul' })).toHaveFocus();
  },
};
