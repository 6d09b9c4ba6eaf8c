import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps, dialogHeadingLevels } from './Dialog';
import { DialogFooter } from './DialogFooter';

function EditBio({ defaultOpen = true, ...args }: DialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Edit bio</Button>
      <Modal>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <TextField
                label="Bio"
                description="A sentence or two other musicians see on your profile."
                defaultValue="Session guitarist from Madrid. Blues, funk, a little jazz."
              />
              <DialogFooter>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button onPress={close}>Save</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Edit your bio', hasCloseButton: true },
  argTypes: { headingLevel: { control: 'inline-radio', options: dialogHeadingLevels } },
  render: (args) => <EditBio {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Edit your bio' });
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Edit your bio',
    );
  },
};

export const WithoutCloseButton: Story = { args: { hasCloseButton: false } };

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Edit your bio' },
};

export const LongContent: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Read the agreement</Button>
      <Modal>
        <Dialog {...args} title="Affiliate agreement">
          {Array.from({ length: 12 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static filler paragraphs
            <p key={index}>
              Section {index + 1}. Referral fees are paid monthly for subscriptions and JamTrack
              purchases made by the people you refer, as long as your payee details are valid.
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** The close button closes the dialog and gives focus back to the button that opened it. */
export const CloseButtonReturnsFocus: Story = {
  render: (args) => <EditBio {...args} defaultOpen={false} />,
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit bio' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Edit your bio' });
    await userEvent.click(within(dialog).getByRole('button', { name: t['ui.dialog.close'] }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
