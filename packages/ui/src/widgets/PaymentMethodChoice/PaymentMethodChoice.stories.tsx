import { areCardFieldsDisabled, type CheckoutPaymentMethod } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { CardForm } from '../CardForm/CardForm';
import { PaymentMethodChoice, type PaymentMethodChoiceProps } from './PaymentMethodChoice';

const now = new Date('2026-11-22T12:00:00Z');

/** The checkout's side: it owns the method and disables the card unless a new one is chosen. */
function Checkout(props: PaymentMethodChoiceProps) {
  const [method, setMethod] = useState<CheckoutPaymentMethod>(props.value);
  const [save, setSave] = useState(false);
  return (
    <PaymentMethodChoice
      {...props}
      value={method}
      onChange={(next) => {
        setMethod(next);
        props.onChange(next);
      }}
      saveCardForNextTime={save}
      onSaveCardForNextTimeChange={(next) => {
        setSave(next);
        props.onSaveCardForNextTimeChange?.(next);
      }}
    >
      <CardForm now={now} isDisabled={areCardFieldsDisabled(method)} />
    </PaymentMethodChoice>
  );
}

const meta = {
  title: 'Widgets/PaymentMethodChoice',
  component: PaymentMethodChoice,
  args: {
    value: 'existing_card',
    lastFour: '1111',
    onChange: fn(),
    onSaveCardForNextTimeChange: fn(),
  },
  decorators: [inFrame(560)],
  parameters: { layout: 'padded' },
  render: (args) => <Checkout {...args} />,
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored card: offered first, and the card fields are disabled while it is chosen. */
export const ExistingCard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', {
        name: t('ui.paymentMethodChoice.existingCard', { card: '•••• 1111' }),
      }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t('ui.cardForm.number') })).toBeDisabled();
  },
};

/** Empty: no stored card — only a new card or PayPal. */
export const NoStoredCard: Story = {
  args: { value: 'credit_card', lastFour: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

/** Error: the billing failure's alert above the payment method (part 2 §8). */
export const BillingFailed: Story = {
  args: { value: 'credit_card', alert: 'Your card was declined.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your card was declined.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard: the arrow keys move to "New credit card", which enables the card fields. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('credit_card');
    await expect(
      canvas.getByRole('radio', { name: t('ui.paymentMethodChoice.creditCard') }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t('ui.cardForm.number') })).toBeEnabled();
    const save = canvas.getByRole('checkbox', { name: t('ui.paymentMethodChoice.saveCard') });
    await userEvent.click(save);
    await expect(args.onSaveCardForNextTimeChange).toHaveBeenLastCalledWith(true);
    canvas.getByRole('radio', { name: t('ui.paymentMethodChoice.creditCard') }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

/** A phone (320 px). */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: { value: 'credit_card' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[role="radiogroup"]')!.parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
