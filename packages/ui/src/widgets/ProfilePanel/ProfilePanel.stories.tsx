import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { ana, ben, carmen } from '../private/peopleStoryData';
import { ProfilePanel, type ProfilePanelProps } from './ProfilePanel';

const meta = {
  title: 'Widgets/ProfilePanel',
  component: ProfilePanel,
  args: {
    isOpen: true,
    person: ana,
    onOpenChange: fn(),
    onMessage: fn(),
    onSendFriendRequest: fn(),
    onRemoveFriend: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section: bands, performance samples, online presences, interests with rates. */
export const FullProfile: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Ana López' });
    for (const heading of [
      t['ui.profilePanel.biography'],
      t['ui.person.instruments'],
      t['ui.profilePanel.interests'],
      t['ui.profilePanel.bands'],
      t['ui.profilePanel.performanceSamples'],
      t['ui.profilePanel.onlinePresences'],
    ]) {
      await expect(within(dialog).getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    }
    // The panel sits at the inline end: the right in LTR, the left in RTL.
    const box = dialog.getBoundingClientRect();
    const rtl = getComputedStyle(dialog).direction === 'rtl';
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(rtl ? box.left < 2 : box.right > viewport - 2).toBe(true);
  },
};

/** Sparse: only the sections with something to show; a pending request. */
export const SparseProfile: Story = { args: { person: ben } };

/** A friend: "Unfriend this person". */
export const Friend: Story = { args: { person: carmen } };

export const OwnProfile: Story = { args: { isSelf: true } };

export const Loading: Story = {
  args: { person: null, isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t['ui.profilePanel.title'] });
    await expect(within(dialog).getByRole('progressbar')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { person: null, hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(t['ui.profilePanel.loadFailed']);
    await userEvent.click(within(alert).getByRole('button', { name: t['ui.peopleTable.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The app opens it from a row or a card; Escape closes it and focus returns. */
function OpenFromAButton(args: ProfilePanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View Profile of Ana López</Button>
      <ProfilePanel {...args} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

/** Keyboard: open, Tab through the actions, "More" shows every instrument, Escape closes. */
export const Keyboard: Story = {
  args: { isOpen: undefined },
  render: (args) => <OpenFromAButton {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Ana López/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Ana López' });
    const message = within(dialog).getByRole('button', { name: t['ui.person.message'] });
    message.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMessage).toHaveBeenCalledWith(ana);
    const more = within(dialog).getByRole('button', { expanded: false });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
