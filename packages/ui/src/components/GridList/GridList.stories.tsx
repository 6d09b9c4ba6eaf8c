import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { GridList, gridListLayouts, gridListSelectionModes } from './GridList';
import { GridListItem } from './GridListItem';

const friends = [
  { id: 1, name: 'Ada Okafor', instrument: 'Bass guitar' },
  { id: 2, name: 'Björn Lund', instrument: 'Drums' },
  { id: 3, name: 'Carmen Ruiz', instrument: 'Vocals' },
];

const onMessage = fn();

const meta = {
  title: 'Components/GridList',
  component: GridList,
  args: {
    'aria-label': 'Friends',
    items: friends,
    selectionMode: 'single',
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: gridListSelectionModes },
    layout: { control: 'inline-radio', options: gridListLayouts },
  },
  render: (args) => (
    <GridList {...args} items={args.items as typeof friends}>
      {(friend) => (
        <GridListItem textValue={friend.name}>
          <span style={{ flexGrow: 1 }}>
            <strong>{friend.name}</strong> · {friend.instrument}
          </span>
          <Button
            size="small"
            variant="secondary"
            aria-label={`Message ${friend.name}`}
            onPress={() => onMessage(friend.id)}
          >
            Message
          </Button>
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList<(typeof friends)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Selected: Story = { args: { defaultSelectedKeys: [2] } };

export const MultipleSelected: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [1, 3] },
};

export const Tiles: Story = { args: { layout: 'grid' } };

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
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    await canvas.findByRole('row', { name: 'Ada Okafor' });
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // The arrow toward the inline end (ArrowLeft in right-to-left) enters the item and reaches
    // its button.
    await userEvent.keyboard(globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    const message = canvas.getByRole('button', { name: 'Message Björn Lund' });
    await expect(message).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onMessage).toHaveBeenLastCalledWith(2);
  },
};

export const CheckboxesSelectSeveral: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Ada Okafor/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Carmen Ruiz/ }));
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
  },
};
