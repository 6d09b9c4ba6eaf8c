import { sessionLaunchLink } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { SessionLaunchModal } from './SessionLaunchModal';

const meta = {
  title: 'Widgets/SessionLaunchModal',
  component: SessionLaunchModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onLaunch: fn(),
    launchHref: `${sessionLaunchLink('s1')}?token=demo`,
  },
} satisfies Meta<typeof SessionLaunchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app answered: the link that opens the session, focused. */
export const Open: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t('ui.sessionLaunch.title') });
    await expect(dialog).toHaveTextContent(t('ui.sessionLaunch.text'));
    const launch = within(dialog).getByRole('link', { name: t('ui.sessionLaunch.launch') });
    await expect(launch).toHaveAttribute('href', 'backline://session/s1?token=demo');
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab moves between Close and the link; Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t('ui.sessionLaunch.title') });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('ui.dialog.close') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Closed: Story = { args: { isOpen: false } };
