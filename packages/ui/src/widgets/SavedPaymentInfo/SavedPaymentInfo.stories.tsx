import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { SavedPaymentInfo, type SavedPaymentInfoProps } from './SavedPaymentInfo';

/** The checkout's side: the toggle opens the payment form below the box. */
function ReturnVisit(props: SavedPaymentInfoProps) {
  const [isChanging, setChanging] = useState(props.isChangingPaymentInfo);
  return (
    <>
      <SavedPaymentInfo
        {...props}
        paymentFormId="payment-form"
        isChangingPaymentInfo={isChanging}
        onChangingPaymentInfoChange={(next) => {
          setChanging(next);
          props.onChangingPaymentInfoChange(next);
        }}
      />
      <div id="payment-form" hidden={!isChanging}>
        <p>The billing address and payment method form.</p>
      </div>
    </>
  );
}

const meta = {
  title: 'Widgets/SavedPaymentInfo',
  component: SavedPaymentInfo,
  args: {
    method: 'credit_card',
    lastFour: '1111',
    isChangingPaymentInfo: false,
    onChangingPaymentInfoChange: fn(),
    onConfirm: fn(),
    cartTotal: 650,
  },
  decorators: [inFrame(560)],
  parameters: { layout: 'padded' },
  render: (args) => <ReturnVisit {...args} />,
} satisfies Meta<typeof SavedPaymentInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card saved a moment ago: pay with it, or change it. */
export const SavedCard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('ui.savedPaymentInfo.card', { card: '•••• 1111' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PayPal: Story = {
  args: { method: 'paypal', lastFour: null },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByText(t('ui.savedPaymentInfo.paypal'))).toBeVisible();
  },
};

/** Loading: the order is being placed. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(t('ui.orderSummary.confirmAndPay')),
      }),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Empty: without a cart total there is nothing to pay. */
export const NoCartTotal: Story = {
  args: { cartTotal: null },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }),
    ).toBeDisabled();
  },
};

/** Keyboard: Tab to "Change Payment Info", Enter opens the form, Enter again closes it. */
export const ChangePaymentInfo: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const toggle = within(canvasElement).getByRole('button', {
      name: t('ui.savedPaymentInfo.change'),
    });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'payment-form');
    await expect(canvasElement.querySelector('#payment-form')).toBeVisible();
    await expect(args.onChangingPaymentInfoChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangingPaymentInfoChange).toHaveBeenLastCalledWith(false);
  },
};

/** A phone (320 px): the buttons wrap. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[role="status"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};
