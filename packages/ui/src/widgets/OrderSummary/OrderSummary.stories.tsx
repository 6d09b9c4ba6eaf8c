import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoCart,
  demoCartItem,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { OrderSummary, orderSummaryHeadingLevels } from './OrderSummary';

const navigate = fn();
const cart = demoCart([
  demoCartItem('item-1', 'Superstition'),
  demoCartItem('item-2', 'Get Lucky', 350),
]);

const meta = {
  title: 'Widgets/OrderSummary',
  component: OrderSummary,
  args: {
    cart,
    onConfirm: fn(),
    termsHref: '/terms',
    purchaseTermsHref: '/jamtracks-purchase-terms',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: orderSummaryHeadingLevels } },
  decorators: [withRouter(navigate), inFrame(400)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: the items, subtotal, tax and total, "Confirm & Pay", the terms notice. */
export const ReadyToPay: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('ui.orderSummary.items') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Subtotal and total: $3.00 + $3.50.
    await expect(canvas.getAllByText('$6.50')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: /Terms of Service|Términos del servicio/ }),
    ).toHaveAttribute('href', '/terms');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Loading: the cart has not arrived; "Confirm & Pay" is disabled (no cart total). */
export const Loading: Story = {
  args: { cart: null, isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }),
    ).toBeDisabled();
  },
};

/** Empty: a cart with no total cannot be paid. */
export const EmptyCart: Story = {
  args: { cart: demoCart([]) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }),
    ).toBeDisabled();
  },
};

/** Paying: pressing again does nothing (the order is placed once). */
export const Submitting: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(t('ui.orderSummary.confirmAndPay')),
    });
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
  args: { isSubmitting: true },
};

/** Error: the order placement failure of part 2 §8. */
export const OrderFailed: Story = {
  args: { orderError: 'Error submitting payment: base Your card was declined.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error submitting payment: base Your card was declined.',
    );
  },
};

/** Without `onConfirm`: a read-only summary. */
export const ReadOnly: Story = {
  args: { onConfirm: undefined, termsHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Keyboard: Tab reaches "Confirm & Pay", Enter pays, then the two terms links. */
export const PayWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t('ui.orderSummary.confirmAndPay') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** A phone (320 px). */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};
