import type { Cart } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoCart,
  demoCartItem,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { CartSummary, type CartSummaryProps, cartSummaryHeadingLevels } from './CartSummary';

const navigate = fn();
const twoItems = demoCart([
  demoCartItem('item-1', 'Superstition'),
  demoCartItem('item-2', 'Billie Jean', 0, { total_price: 300, free: true }),
  demoCartItem('item-3', 'Get Lucky', 350),
]);

const meta = {
  title: 'Widgets/CartSummary',
  component: CartSummary,
  args: { cart: twoItems, onRemove: fn(), onRetry: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: cartSummaryHeadingLevels } },
  decorators: [withRouter(navigate), inFrame(880)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: the rows, a total that is the sum of real_price, Continue Shopping and Checkout. */
export const WithItems: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('ui.cartSummary.title', { count: 3 }) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: t('ui.cartSummary.items') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // $3.00 + free + $3.50
    await expect(canvas.getByText('$6.50')).toBeVisible();
    await expect(canvas.getByText(t('ui.cartSummary.total', { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ui.cartSummary.checkout') })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

/** Empty: the spec's text, Continue Shopping and no Checkout. */
export const Empty: Story = {
  args: { cart: demoCart([]) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.cartSummary.empty'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('ui.cartSummary.checkout') })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('ui.cartSummary.continueShopping') }),
    ).toHaveAttribute('href', '/jamtracks');
  },
};

export const Loading: Story = {
  args: { cart: null, isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('ui.cartSummary.titleWithoutCount') }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { cart: null, hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.cartSummary.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cartSummary.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RemoveFailed: Story = {
  args: { removeResult: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.cartSummary.removeFailed'),
    );
  },
};

/** The app's side: it removes the item and reports "Item removed from cart". */
function RemovingCart(props: CartSummaryProps) {
  const [cart, setCart] = useState<Cart>(twoItems);
  const [removed, setRemoved] = useState(false);
  return (
    <CartSummary
      {...props}
      cart={cart}
      removeResult={removed ? 'removed' : null}
      onRemove={(id) => {
        props.onRemove?.(id);
        setCart(demoCart(cart.items.filter((item) => item.id !== id)));
        setRemoved(true);
      }}
    />
  );
}

/** Keyboard: Tab to the first Remove, Enter removes it; the count, the total and a status follow. */
export const RemoveWithTheKeyboard: Story = {
  render: (args) => <RemovingCart {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: `${t('ui.cartRow.remove')} Superstition` }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('item-1');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.cartSummary.itemRemoved'));
    await expect(
      canvas.getByRole('heading', { name: t('ui.cartSummary.title', { count: 2 }) }),
    ).toBeVisible();
    // The row of Get Lucky and the total: the free item adds nothing.
    await expect(canvas.getAllByText('$3.50')).toHaveLength(2);
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
