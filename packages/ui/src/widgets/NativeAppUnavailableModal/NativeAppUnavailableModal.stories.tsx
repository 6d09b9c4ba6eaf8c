import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { NativeAppUnavailableModal } from './NativeAppUnavailableModal';

const meta = {
  title: 'Widgets/NativeAppUnavailableModal',
  component: NativeAppUnavailableModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    downloadHref: 'https://downloads.example.com/backline/Backline-1.4.2-macos-arm64.dmg',
    helpHref: 'https://www.backline.example/help-desk',
  },
} satisfies Meta<typeof NativeAppUnavailableModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part 1 §8: the modal with "Download app" and "Get Help". */
export const Open: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t('ui.nativeAppUnavailable.title') });
    await expect(dialog).toHaveTextContent(t('ui.nativeAppUnavailable.text'));
    const download = within(dialog).getByRole('link', {
      name: t('ui.nativeAppUnavailable.downloadApp'),
    });
    await expect(download).toHaveAttribute('href', args.downloadHref);
    // The likely next step has the focus.
    await waitFor(() => expect(download).toHaveFocus());
    const help = within(dialog).getByRole('link', {
      name: new RegExp(t('ui.nativeAppUnavailable.getHelp')),
    });
    await expect(help).toHaveAttribute('href', args.helpHref);
    await expect(help).toHaveAttribute('target', '_blank');
  },
};

/** Keyboard: Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: t('ui.nativeAppUnavailable.title') });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Closed: nothing shows until joining finds no app. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
