import { BREAKPOINTS } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SwipeCarousel } from '../../components/SwipeCarousel/SwipeCarousel';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { ana, ben, carmen, people } from '../private/peopleStoryData';
import { PersonCard, personCardHeadingLevels } from './PersonCard';

const meta = {
  title: 'Widgets/PersonCard',
  component: PersonCard,
  args: {
    person: ana,
    onOpenDetails: fn(),
    onMessage: fn(),
    onSendFriendRequest: fn(),
    onRemoveFriend: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: personCardHeadingLevels } },
  parameters: { layout: 'padded' },
  decorators: [
    // A phone's width: the card is the narrow screens' layout (below sm).
    (Story) => (
      <div style={{ inlineSize: BREAKPOINTS.xs, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullProfile: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Ana López' })).toBeVisible();
    await expect(canvas.getByText(t['ui.person.online'])).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t['ui.person.moreAbout'].replace('{name}', 'Ana López'),
      }),
    );
    await expect(args.onOpenDetails).toHaveBeenCalledWith(ana);
    // Nothing sticks out of the 320 px frame.
    const frame = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** No biography, one instrument, latency UNKNOWN, a friend request pending. */
export const Sparse: Story = { args: { person: ben } };

/** A friend: "Unfriend this person"; a long name shortened to 20 characters. */
export const Friend: Story = { args: { person: carmen } };

/** A friend request in flight (loading). */
export const FriendRequestSending: Story = { args: { isFriendActionPending: true } };

/** The signed-in user's own card: no friend or message buttons. */
export const OwnCard: Story = { args: { isSelf: true } };

/** Keyboard: Tab reaches "More", Enter shows every instrument, then the actions follow. */
export const InstrumentsMoreWithKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t['ui.person.instruments'] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    const more = canvas.getByRole('button', { expanded: false });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Swipe cards as the narrow screens show them (SwipeCarousel), stepping with the arrow keys. */
export const InASwipeCarousel: Story = {
  render: (args) => (
    <SwipeCarousel aria-label="Musicians" items={people}>
      {(person) => <PersonCard {...args} person={person} />}
    </SwipeCarousel>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Musicians' });
    const viewport = carousel.querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    const forward = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    await waitFor(() =>
      expect(canvas.getByRole('group', { current: true })).toHaveAccessibleName(/^2 /),
    );
  },
};

/** The first page is loading: the carousel's spinner. */
export const Loading: Story = {
  render: (args) => (
    <SwipeCarousel aria-label="Musicians" items={[]} isLoading>
      {(person) => <PersonCard {...args} person={person} />}
    </SwipeCarousel>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

/** Nobody found: "No Records!". */
export const Empty: Story = {
  render: (args, { globals }) => (
    <SwipeCarousel
      aria-label="Musicians"
      items={[]}
      emptyState={uiMessagesFor(globals.locale)['ui.display.noRecords']}
    >
      {(person) => <PersonCard {...args} person={person} />}
    </SwipeCarousel>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByText(t['ui.display.noRecords'])).toBeVisible();
  },
};
