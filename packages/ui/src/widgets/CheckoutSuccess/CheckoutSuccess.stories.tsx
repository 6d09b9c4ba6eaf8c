import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { CheckoutSuccess, checkoutSuccessVariants } from './CheckoutSuccess';

const navigate = fn();

const meta = {
  title: 'Widgets/CheckoutSuccess',
  component: CheckoutSuccess,
  args: { variant: 'paid' },
  argTypes: { variant: { control: 'inline-radio', options: checkoutSuccessVariants } },
  decorators: [withRouter(navigate), inFrame(720)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order: thank-you, what it bought, the confirmation email, My JamTracks, the app note. */
export const Paid: Story = {
  args: {
    jamTracks: [
      { id: 'jt-1', name: 'Superstition', original_artist: 'Stevie Wonder' },
      { id: 'jt-2', name: 'Levee Blues', original_artist: 'Delta Smoke' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('ui.checkoutSuccess.paidTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.checkoutSuccess.paidEmail'))).toBeVisible();
    await expect(canvas.getByText(t('ui.checkoutSuccess.desktopApp'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('ui.checkoutSuccess.paidAction') }),
    ).toHaveAttribute('href', '/my-jamtracks');
    await expect(
      canvas.getByRole('list', { name: t('ui.checkoutSuccess.orderItems') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Levee Blues' })).toHaveAttribute(
      'href',
      '/jamtrack/jt-2',
    );
  },
};

/** Opened with no purchase of the person's to show: it says so and offers the ways on. */
export const NotFound: Story = {
  args: { variant: 'notFound' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('ui.checkoutSuccess.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('ui.checkoutSuccess.paidEmail'))).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('ui.checkoutSuccess.browseMore') }),
    ).toHaveAttribute('href', '/jamtracks');
  },
};

/** The free first JamTrack: thank-you with its name and a button to its player. */
export const Free: Story = {
  args: {
    variant: 'free',
    jamTrackId: 'jt-1',
    jamTrackName: 'Superstition',
    originalArtist: 'Stevie Wonder',
    trackCount: 6,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: t('ui.checkoutSuccess.freeTitle', { name: 'Superstition' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('ui.checkoutSuccess.freeAction') }),
    ).toHaveAttribute('href', '/jamtrack/jt-1');
  },
};

/** Loading: the free JamTrack's name is on its way; the button already works. */
export const FreeLoading: Story = {
  args: { variant: 'free', jamTrackId: 'jt-1', isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('ui.checkoutSuccess.freeTitleUnnamed') }),
    ).toBeVisible();
  },
};

/** Error / empty: no JamTrack id in the address — a thank-you without a player button. */
export const FreeWithoutJamTrack: Story = {
  args: { variant: 'free' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).queryByRole('link', { name: t('ui.checkoutSuccess.freeAction') }),
    ).toBeNull();
  },
};

/** Keyboard: Tab to the button, Enter goes to the player. */
export const OpenWithTheKeyboard: Story = {
  args: { variant: 'free', jamTrackId: 'jt-1', jamTrackName: 'Superstition' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    navigate.mockClear();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: t('ui.checkoutSuccess.freeAction') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/jamtrack/jt-1', undefined);
  },
};

/** A phone (320 px), with a long track name. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: {
    variant: 'free',
    jamTrackId: 'jt-1',
    jamTrackName: 'Another One Bites the Dust (extended live version)',
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};
