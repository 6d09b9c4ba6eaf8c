import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { DialogFooter } from '../Dialog/DialogFooter';
import { Link } from '../Link/Link';
import { Drawer, type DrawerProps, drawerPlacements, drawerSizes } from './Drawer';

const ana = { name: 'Ana López', photo_url: null };

function ProfilePanel({ defaultOpen, ...args }: DrawerProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">View Ana's profile</Button>
      <Drawer {...args}>
        <Dialog title="Ana López" hasCloseButton>
          {({ close }) => (
            <>
              <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
                <Avatar person={ana} size="large" isDecorative />
                <p>Electric guitar · Madrid, Spain · latency 32 ms</p>
              </div>
              <p>
                Session guitarist. Blues, funk and a little jazz; looking for a rhythm section for
                weekly evening jams.
              </p>
              <Link href="#ana-sessions" variant="standalone">
                Sessions Ana played
              </Link>
              <DialogFooter>
                <Button variant="secondary" onPress={close}>
                  Done
                </Button>
                <Button onPress={close}>Add friend</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Drawer>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { placement: 'end', size: 'medium', isDismissable: true },
  argTypes: {
    placement: { control: 'inline-radio', options: drawerPlacements },
    size: { control: 'inline-radio', options: drawerSizes },
  },
  render: (args) => <ProfilePanel {...args} defaultOpen />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Docked to the inline-end edge: the right in left-to-right pages, the left in right-to-left. */
export const InlineEnd: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Ana López' });
    const { left, right } = dialog.parentElement!.getBoundingClientRect();
    if (globals.direction === 'rtl') {
      await expect(Math.round(left)).toBe(0);
    } else {
      await expect(Math.round(right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    }
  },
};

/** In right-to-left pages the inline-end edge is the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Ana López' });
    await expect(Math.round(dialog.parentElement!.getBoundingClientRect().left)).toBe(0);
  },
};

export const InlineStart: Story = { args: { placement: 'start' } };

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Enter opens it; Tab cycles inside it; Escape closes it and focus returns to the trigger. */
export const KeyboardTrapAndEscape: Story = {
  render: (args) => <ProfilePanel {...args} />,
  play: async ({ canvasElement, globals }) => {
    const close = uiMessagesFor(globals.locale)['ui.dialog.close'];
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: "View Ana's profile" });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Ana López' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const controls = [
      within(dialog).getByRole('button', { name: close }),
      within(dialog).getByRole('link', { name: 'Sessions Ana played' }),
      within(dialog).getByRole('button', { name: 'Done' }),
      within(dialog).getByRole('button', { name: 'Add friend' }),
    ];
    for (const control of [...controls, controls[0]!]) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
