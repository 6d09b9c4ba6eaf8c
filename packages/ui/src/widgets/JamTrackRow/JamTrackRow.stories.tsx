import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoJamTrack,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { JamTrackRow, type JamTrackRowProps, jamTrackRowHeadingLevels } from './JamTrackRow';

const navigate = fn();
const signedIn = { show_free_jamtrack: false };

const meta = {
  title: 'Widgets/JamTrackRow',
  component: JamTrackRow,
  args: {
    jamTrack: demoJamTrack({ id: 'jt-1' }),
    user: signedIn,
    onAddToCart: fn(),
    onGetItFree: fn(),
    onPreviewChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: jamTrackRowHeadingLevels },
  },
  decorators: [withRouter(navigate), inFrame(880)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JamTrackRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not owned, not in the cart: the price in dollars and "Add to cart". */
export const AddToCart: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Superstition' })).toBeVisible();
    await expect(canvas.getByText('$3.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.jamTrackRow.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('jt-1');
  },
};

/** Owned: the "purchased" text and no button. */
export const Purchased: Story = {
  args: { jamTrack: demoJamTrack({ id: 'jt-1', purchased: true }) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui.jamTrackRow.purchased'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui.jamTrackRow.addToCart') })).toBeNull();
  },
};

/** The track allows free and the user's show_free_jamtrack is set: "Get it free" with help text. */
export const GetItFree: Story = {
  args: {
    jamTrack: demoJamTrack({ id: 'jt-1', allow_free: true }),
    user: { show_free_jamtrack: true },
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const button = within(canvasElement).getByRole('button', {
      name: t('ui.jamTrackRow.getItFree'),
    });
    await expect(button).toHaveAccessibleDescription(t('ui.jamTrackRow.getItFreeHelp'));
    await userEvent.click(button);
    await expect(args.onGetItFree).toHaveBeenCalledWith('jt-1');
  },
};

/** Already in the cart: a link to /shopping-cart. */
export const AlreadyInCart: Story = {
  args: { jamTrack: demoJamTrack({ id: 'jt-1', added_cart: true }) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const link = within(canvasElement).getByRole('link', {
      name: t('ui.jamTrackRow.alreadyInCart'),
    });
    await expect(link).toHaveAttribute('href', '/shopping-cart');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/shopping-cart', undefined);
  },
};

/** Signed out: "Add to cart" does nothing (it is disabled and says why). */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('ui.jamTrackRow.addToCart') });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText(t('ui.jamTrackRow.signInToBuy'))).toBeVisible();
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Loading: the add is in flight; the button keeps focus and ignores presses. */
export const Adding: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(t('ui.jamTrackRow.addToCart')),
    });
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Empty: a JamTrack without previews lists its stems as text only. */
export const WithoutPreviews: Story = {
  args: { onPreviewChange: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t('ui.jamTrackRow.tracks') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: /Superstition/ })).toBeNull();
  },
};

function PreviewingRow(props: JamTrackRowProps) {
  const [previewTrackId, setPreviewTrackId] = useState<string | null>(null);
  return (
    <JamTrackRow
      {...props}
      previewTrackId={previewTrackId}
      onPreviewChange={(track) => {
        setPreviewTrackId(track?.id ?? null);
        props.onPreviewChange?.(track);
      }}
    />
  );
}

/** Keyboard: Tab reaches the master's preview, Space plays it, Space again stops it. */
export const PreviewWithTheKeyboard: Story = {
  render: (args) => <PreviewingRow {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const preview = within(canvasElement).getByRole('button', {
      name: t('ui.jamTrackRow.preview', { track: 'Superstition' }),
    });
    await userEvent.tab();
    await expect(preview).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPreviewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'jt-1-master' }),
    );
    await userEvent.keyboard(' ');
    await expect(preview).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPreviewChange).toHaveBeenLastCalledWith(null);
    // On to the stems, then the purchase button.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: t('ui.jamTrackRow.addToCart') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith('jt-1');
  },
};

/** A phone (320 px): the card stacks song, tracks and shop. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: {
    jamTrack: demoJamTrack({
      id: 'jt-1',
      name: 'Another One Bites the Dust (extended live version)',
      original_artist: 'Queen',
    }),
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
