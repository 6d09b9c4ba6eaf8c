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

/** An order: thank-you, the confirmation email, My JamTracks and the desktop app note. */
export const Paid: Story = {
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
  },
};

/** The free first JamTrack: thank-you with its name and a button to its player. */
export const Free: Story = {
  args: { variant: 'free', jamTrackId: 'jt-1', jamTrackName: 'Superstition' },
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

/** Error / empty: no JamTrack id in the address — a thank-you without a button. */
export const FreeWithoutJamTrack: Story = {
  args: { variant: 'free' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
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
