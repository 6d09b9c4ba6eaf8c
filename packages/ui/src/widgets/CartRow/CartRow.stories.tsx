import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoCartItem,
  inFrame,
  storeMessages,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { CartRow } from './CartRow';

const meta = {
  title: 'Widgets/CartRow',
  component: CartRow,
  args: { item: demoCartItem('item-1', 'Superstition'), onRemove: fn() },
  // A row is an `li`: the story puts it in a list, as CartSummary does.
  render: (args) => (
    <ul style={{ margin: 0, padding: 0 }}>
      <CartRow {...args} />
    </ul>
  ),
  decorators: [inFrame(720)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid item: its price in dollars and a Remove link named after it. */
export const Paid: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$3.00')).toBeVisible();
    await expect(canvas.getByText(t('ui.cartRow.quantity', { quantity: 1 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: `${t('ui.cartRow.remove')} Superstition` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('item-1');
  },
};

/** The free first JamTrack: "Free", with the list price struck through. */
export const Free: Story = {
  args: {
    item: demoCartItem('item-2', 'Billie Jean', 0, { total_price: 300, free: true }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.cartRow.free'))).toBeVisible();
    await expect(canvas.getByText('$3.00').tagName).toBe('S');
  },
};

/** Loading: the removal is in flight; the link is disabled. */
export const Removing: Story = {
  args: { isRemoving: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const link = within(canvasElement).getByRole('link', {
      name: `${t('ui.cartRow.remove')} Superstition`,
    });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Read-only (no `onRemove`): no Remove link, as in an order summary. */
export const WithoutRemove: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Keyboard: Tab reaches Remove, Enter removes. */
export const RemoveWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: `${t('ui.cartRow.remove')} Superstition` }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('item-1');
  },
};

/** A phone (320 px): the name above quantity, price and Remove; a long name wraps. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: {
    item: demoCartItem('item-3', 'Another One Bites the Dust (extended live version, full band)'),
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('li')!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
  },
};
