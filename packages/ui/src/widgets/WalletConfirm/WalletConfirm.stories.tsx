import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { WalletConfirm, walletConfirmHeadingLevels } from './WalletConfirm';

const navigate = fn();

const meta = {
  title: 'Widgets/WalletConfirm',
  component: WalletConfirm,
  args: { totalCents: 650, onConfirm: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: walletConfirmHeadingLevels } },
  decorators: [withRouter(navigate), inFrame(560)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WalletConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total with "Confirm Payment" and "Cancel Payment" (to /jamtracks). */
export const Review: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$6.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ui.walletConfirm.cancel') })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('ui.walletConfirm.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Loading: the total has not arrived; confirming waits for it. */
export const Loading: Story = {
  args: { totalCents: null },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('ui.walletConfirm.confirm') }),
    ).toBeDisabled();
  },
};

export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(t('ui.walletConfirm.confirm')),
      }),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Success: the order was placed; the app goes on to My JamTracks. */
export const Placed: Story = {
  args: { outcome: { kind: 'placed', redirectTo: '/my-jamtracks' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.walletConfirm.placed'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Error 404: the authorization expired. */
export const AuthorizationExpired: Story = {
  args: { outcome: { kind: 'authorizationExpired' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.walletConfirm.authorizationExpired'),
    );
  },
};

/** Error 422: "PayPal Purchase Error: " plus the message. */
export const PurchaseError: Story = {
  args: { outcome: { kind: 'purchaseError', message: 'Instrument declined.' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.walletConfirm.purchaseError', { message: 'Instrument declined.' }),
    );
  },
};

/** Any other error: contact support at the provider's address. */
export const ContactSupport: Story = {
  args: { outcome: { kind: 'contactSupport', email: 'support@backline.example' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.walletConfirm.contactSupport', { email: 'support@backline.example' }),
    );
  },
};

/** Keyboard: Tab to "Confirm Payment", Enter confirms; Tab on to "Cancel Payment". */
export const ConfirmWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('ui.walletConfirm.confirm') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('ui.walletConfirm.cancel') })).toHaveFocus();
  },
};

/** A phone (320 px). */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: { outcome: { kind: 'purchaseError', message: 'Instrument declined.' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};
