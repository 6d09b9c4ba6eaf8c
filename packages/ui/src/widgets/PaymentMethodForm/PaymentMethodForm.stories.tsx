import { type BillingInfo, SANDBOX_TEST_CARDS } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { PaymentMethodForm } from './PaymentMethodForm';

// A fixed clock: the card's expiry is checked against it in every pass.
const now = new Date('2026-11-22T12:00:00Z');

const countries = [
  { countrycode: 'US', countryname: 'United States' },
  { countrycode: 'MX', countryname: 'Mexico' },
  { countrycode: 'ES', countryname: 'Spain' },
];

const address: BillingInfo = {
  first_name: 'Ana',
  last_name: 'López',
  address1: '100 Main Street',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

const meta = {
  title: 'Widgets/PaymentMethodForm',
  component: PaymentMethodForm,
  args: { countries, now, onSave: fn() },
  decorators: [inFrame(640)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentMethodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: a submit shows the §5 messages and saves nothing. */
export const Empty: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.paymentMethodForm.submit') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: t('ui.billingAddressForm.firstName') }),
    ).toHaveAccessibleDescription(t('person.firstNameRequired'));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.cardForm.number') }),
    ).toHaveAccessibleDescription(t('card.invalidNumber'));
  },
};

/** A new card with the keyboard: the app gets the address and the card, digits only. */
export const NewCard: Story = {
  args: { billingInfo: address },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: t('ui.cardForm.number') }));
    await userEvent.keyboard(SANDBOX_TEST_CARDS.success);
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    await userEvent.keyboard('2030');
    await userEvent.tab();
    await userEvent.keyboard('123{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      method: 'credit_card',
      address: { ...address },
      card: { number: '4111111111111111', month: '12', year: '2030', verification_value: '123' },
    });
  },
};

/** A stored card: it is chosen, its fields are disabled, and saving keeps it. */
export const ExistingCard: Story = {
  args: { billingInfo: { ...address, last_four: '1111' } },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('ui.cardForm.number') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.paymentMethodForm.submit') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      method: 'existing_card',
      address,
      card: null,
    });
  },
};

/** The wallet: no card entry; saving hands the wallet choice to the app. */
export const Wallet: Story = {
  args: { billingInfo: address },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.paymentMethodChoice.paypal') }));
    await expect(canvas.queryByRole('textbox', { name: t('ui.cardForm.number') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.paymentMethodForm.submit') }));
    await expect(args.onSave).toHaveBeenCalledWith({ method: 'paypal', address, card: null });
  },
};

/** A PayPal agreement pays now: the form starts on the wallet, with the address alone. */
export const WalletOnFile: Story = {
  args: {
    billingInfo: {
      ...address,
      last_four: null,
      payment_method: 'paypal',
      paypal_email: 'ana@example.com',
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: t('ui.paymentMethodChoice.paypal') }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.paymentMethodForm.submit') }));
    await expect(args.onSave).toHaveBeenCalledWith({ method: 'paypal', address, card: null });
  },
};

/** The provider refused the card (error): the §8 alert and its words on the field. */
export const CardError: Story = {
  args: {
    billingInfo: address,
    failure: { kind: 'card', fields: { number: 'Your card number is not valid.' } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('paymentMethod.cardError'));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.cardForm.number') }),
    ).toHaveAccessibleDescription('Your card number is not valid.');
  },
};

/** The billing information was refused (error). */
export const BillingInfoError: Story = {
  args: {
    billingInfo: address,
    failure: { kind: 'billingInfo', fields: { zip: 'Zip is invalid' } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('paymentMethod.billingInfoError'));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.billingAddressForm.zip') }),
    ).toHaveAccessibleDescription('Zip is invalid');
  },
};

/** The update itself failed (error). */
export const UpdateFailed: Story = {
  args: { billingInfo: { ...address, last_four: '1111' }, failure: { kind: 'updateFailed' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('paymentMethod.updateFailed'),
    );
  },
};

/** Loading: saving is in flight; the fields are disabled. */
export const Saving: Story = {
  args: { billingInfo: address, isSubmitting: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: t('ui.billingAddressForm.city') }),
    ).toBeDisabled();
  },
};

/** A phone's width. */
export const Narrow: Story = { args: { billingInfo: address }, decorators: [inFrame(320)] };
