import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { DialogFooter } from '../Dialog/DialogFooter';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps, modalSizes } from './Modal';

function NativeAppUnavailable({ defaultOpen, ...args }: ModalProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Join session</Button>
      <Modal {...args}>
        <Dialog title="Backline app not found" hasCloseButton>
          {({ close }) => (
            <>
              <p>Joining a session needs the Backline desktop app. Install it, then try again.</p>
              <TextField label="Email me the download link" type="email" />
              <DialogFooter>
                <Button variant="secondary" onPress={close}>
                  Not now
                </Button>
                <Button onPress={close}>Send link</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { size: 'medium', isDismissable: true },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => <NativeAppUnavailable {...args} defaultOpen />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Closed: Story = {
  render: (args) => <NativeAppUnavailable {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Join session' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter on the trigger opens it; Escape closes it and focus returns to the trigger. */
export const EnterOpensEscapeCloses: Story = {
  render: (args) => <NativeAppUnavailable {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Join session' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Backline app not found' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Space opens it too. Tab and Shift+Tab cycle through its controls and never leave it. */
export const TabStaysInside: Story = {
  render: (args) => <NativeAppUnavailable {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await page.findByRole('dialog', { name: 'Backline app not found' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const close = within(dialog).getByRole('button', { name: t['ui.dialog.close'] });
    const email = within(dialog).getByRole('textbox', { name: 'Email me the download link' });
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    const send = within(dialog).getByRole('button', { name: 'Send link' });
    for (const control of [close, email, notNow, send, close]) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(send).toHaveFocus();
  },
};

/** Pressing the dimmed page closes a dismissable modal. */
export const PressOutsideCloses: Story = {
  render: (args) => <NativeAppUnavailable {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join session' }));
    const dialog = await page.findByRole('dialog');
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** With `isDismissable={false}` only Escape or a button inside closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  render: (args) => <NativeAppUnavailable {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join session' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(dialog.parentElement!.parentElement!);
    await expect(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
