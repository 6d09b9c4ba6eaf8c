import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Menu, type MenuProps, MenuTrigger } from './Menu';
import { MenuItem } from './MenuItem';
import { MenuSection } from './MenuSection';
import { MenuSeparator } from './MenuSeparator';

function MixActions({ defaultOpen, ...args }: MenuProps<object> & { defaultOpen?: boolean }) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Mix actions</Button>
      <Popover placement="bottom start">
        <Menu {...args}>
          <MenuItem id="play">Play</MenuItem>
          <MenuItem id="rename">Rename</MenuItem>
          <MenuItem id="duplicate" description="You can keep up to five custom mixes">
            Duplicate
          </MenuItem>
          <MenuItem id="download">Download MP3</MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" tone="destructive">
            Delete
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'Mix actions' },
  render: (args) => <MixActions {...args} defaultOpen />,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  },
};

export const WithDisabledItem: Story = {
  args: { disabledKeys: ['download'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const item = await page.findByRole('menuitem', { name: 'Download MP3' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sections with headings, and a single-choice group whose selected item is checked. */
export const SectionsAndSelection: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Friends view</Button>
      <Popover placement="bottom start">
        <Menu {...args} aria-label="Friends view">
          <MenuSection title="Sort by" selectionMode="single" defaultSelectedKeys={['online']}>
            <MenuItem id="online">Online first</MenuItem>
            <MenuItem id="alphabetical">Alphabetical</MenuItem>
            <MenuItem id="last_active">Last active</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection title="Show" selectionMode="multiple" defaultSelectedKeys={['friends']}>
            <MenuItem id="friends">Friends</MenuItem>
            <MenuItem id="pending">Pending requests</MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sortBy = await page.findByRole('group', { name: 'Sort by' });
    await expect(
      within(sortBy).getByRole('menuitemradio', { name: 'Online first' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(sortBy).getByRole('menuitemradio', { name: 'Alphabetical' }));
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/**
 * Enter opens the menu on its first item; ArrowDown and ArrowUp move (wrapping), End and Home
 * jump; Enter acts, closes the menu and gives focus back to the trigger.
 */
export const KeyboardEnterAndArrows: Story = {
  render: (args) => <MixActions {...args} />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Mix actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Play')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Play')).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(item('Download MP3')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args.onAction as Mock).mock.calls.map(([key]) => key)).toEqual(['download']);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Space opens the menu; typing a letter jumps to an item; Escape closes without acting. */
export const KeyboardSpaceTypeaheadEscape: Story = {
  render: (args) => <MixActions {...args} />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Mix actions' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Play' })).toHaveFocus());
    await userEvent.keyboard('du');
    await expect(within(menu).getByRole('menuitem', { name: /^Duplicate/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowUp on the trigger opens the menu on its last item. */
export const ArrowUpOpensOnLastItem: Story = {
  render: (args) => <MixActions {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
  },
};
