import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Checkbox } from '../Checkbox/Checkbox';
import { SwipeCarousel } from './SwipeCarousel';

interface JamTrack {
  id: number;
  name: string;
  artist: string;
  tracks: number;
}

const jamTracks: JamTrack[] = [
  { id: 1, name: 'Blue Train', artist: 'The Hard Boppers', tracks: 6 },
  { id: 2, name: 'Cissy Strut', artist: 'Crescent City Four', tracks: 5 },
  { id: 3, name: 'Sunny Afternoon', artist: 'The Kinfolk', tracks: 7 },
  { id: 4, name: 'Chameleon', artist: 'Headhunters Revival', tracks: 6 },
  { id: 5, name: 'Pick Up the Pieces', artist: 'Average Brass Band', tracks: 8 },
];

const onAddToCart = fn();

/** The app words the position with its own message: `jamtracks.position` → "JamTrack {n} of {total}". */
const jamTrackPosition = (position: number, total: number) => `JamTrack ${position} of ${total}`;

const meta = {
  title: 'Components/SwipeCarousel',
  component: SwipeCarousel,
  args: {
    'aria-label': 'JamTracks',
    items: jamTracks,
    total: 20,
    positionLabel: jamTrackPosition,
    onIndexChange: fn(),
    children: (item: unknown) => {
      const jamTrack = item as JamTrack;
      return (
        <Card as="article" elevation="raised">
          <h3 style={{ margin: 0 }}>{jamTrack.name}</h3>
          <p>
            {jamTrack.artist} · {jamTrack.tracks} tracks
          </p>
          <Button size="small" onPress={() => onAddToCart(jamTrack.id)}>
            Add to cart
          </Button>
        </Card>
      );
    },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      // The carousel is the narrow-screen layout: show it at a phone's width.
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SwipeCarousel<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const OnThirdCard: Story = { args: { defaultIndex: 2 } };

export const SingleCard: Story = { args: { items: jamTracks.slice(0, 1), total: 1 } };

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const loading = uiMessagesFor(globals.locale)['ui.spinner.label'];
    await expect(within(canvasElement).getByRole('progressbar', { name: loading })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'No Records!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Records!')).toBeVisible();
  },
};

const positionText = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^JamTrack \d+ of 20$/, { selector: 'p' });

/**
 * The slide scrolled into view: the one whose start edge is nearest the viewport's (the last
 * slide cannot reach it, as the one before it peeks in).
 */
function slideInView(canvasElement: HTMLElement): string | null {
  const slides = within(canvasElement).getAllByRole('group');
  const viewport = slides[0]!.parentElement!.getBoundingClientRect();
  const rightToLeft = getComputedStyle(slides[0]!).direction === 'rtl';
  const distance = (slide: HTMLElement) => {
    const box = slide.getBoundingClientRect();
    return Math.abs(rightToLeft ? box.right - viewport.right : box.left - viewport.left);
  };
  const nearest = slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best));
  return nearest.getAttribute('aria-label');
}

/** The arrow keys towards the next and previous cards: they follow the layout's direction. */
function arrowKeys(direction: string) {
  return direction === 'rtl'
    ? { next: '{ArrowLeft}', previous: '{ArrowRight}' }
    : { next: '{ArrowRight}', previous: '{ArrowLeft}' };
}

export const NextAndPreviousButtons: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = uiMessagesFor(globals.locale);
    const previous = canvas.getByRole('button', { name: t['ui.swipeCarousel.previous'] });
    const next = canvas.getByRole('button', { name: t['ui.swipeCarousel.next'] });
    await expect(previous).toBeDisabled();
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 1 of 20');

    await userEvent.click(next);
    await userEvent.click(next);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 3 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 3 of 20'));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(previous);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 2 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 2 of 20'));

    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 5 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 5 of 20'));
    await expect(next).toBeDisabled();
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement, globals }) => {
    const keys = arrowKeys(globals.direction);
    await userEvent.tab();
    const viewport = within(canvasElement).getAllByRole('group')[0]!.parentElement!;
    await expect(viewport).toHaveFocus();
    await userEvent.keyboard(keys.next);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 2 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 2 of 20'));
    await userEvent.keyboard('{End}');
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 5 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 5 of 20'));
    await userEvent.keyboard(keys.previous);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 4 of 20');
    await userEvent.keyboard('{Home}');
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 1 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 1 of 20'));
  },
};

/** Right to left the row runs the other way: ArrowLeft moves to the next card. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getAllByRole('group')[0]!.parentElement!;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 2 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 2 of 20'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 1 of 20');
  },
};

export const SwipeByScrolling: Story = {
  play: async ({ canvasElement }) => {
    const slides = within(canvasElement).getAllByRole('group');
    // A touch swipe is a native scroll that snaps to a card; the position follows it.
    slides[3]!.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' });
    await waitFor(() => expect(positionText(canvasElement)).toHaveTextContent('JamTrack 4 of 20'));
  },
};

export const MouseDrag: Story = {
  play: async ({ canvasElement, globals }) => {
    const viewport = within(canvasElement).getAllByRole('group')[0]!.parentElement!;
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // Pull the row towards its inline start (left, or right in right to left) to bring the next card.
    const [from, to] =
      globals.direction === 'rtl'
        ? [box.left + 40, box.right - 60]
        : [box.right - 40, box.left + 60];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: from, clientY: y } },
      { coords: { clientX: (from + to) / 2, clientY: y } },
      { coords: { clientX: to, clientY: y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(positionText(canvasElement)).toHaveTextContent('JamTrack 2 of 20');
    await waitFor(() => expect(slideInView(canvasElement)).toBe('JamTrack 2 of 20'));
    await expect(onAddToCart).not.toHaveBeenCalled();
  },
};

export const NearEndLoadsNextPage: Story = {
  args: { onNearEnd: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const name = uiMessagesFor(globals.locale)['ui.swipeCarousel.next'];
    const next = within(canvasElement).getByRole('button', { name });
    await userEvent.click(next);
    await expect(args.onNearEnd).not.toHaveBeenCalled();
    // Within two cards of the last loaded one (the 3rd of 5).
    await userEvent.click(next);
    await expect(args.onNearEnd).toHaveBeenCalledTimes(1);
  },
};

/**
 * Cards holding what React Aria positions absolutely (a checkbox's visually hidden input) and a
 * label longer than the card: neither widens the page, and the label wraps inside its button.
 */
export const StaysInsideThePage: Story = {
  args: {
    items: Array.from({ length: 20 }, (_, index) => ({ ...jamTracks[index % 5]!, id: index + 1 })),
    children: (item: unknown) => {
      const jamTrack = item as JamTrack;
      return (
        <Card as="article" elevation="raised">
          <h3 style={{ margin: 0 }}>{jamTrack.name}</h3>
          <Checkbox>Favourite</Checkbox>
          <Button size="small">Enviar una solicitud de amistad a {jamTrack.artist}</Button>
        </Card>
      );
    },
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
    for (const button of within(canvasElement).getAllByRole('button', { name: /Enviar/ })) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
      await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    }
  },
};
