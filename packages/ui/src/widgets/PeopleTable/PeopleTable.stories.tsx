import { BREAKPOINTS, PEOPLE_PAGE_SIZE, type Person } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { responsiveCollectionLayouts } from '../../components/ResponsiveCollection/ResponsiveCollection';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { ana, manyPeople, people } from '../private/peopleStoryData';
import { PeopleTable, type PeopleTableProps } from './PeopleTable';

const meta = {
  title: 'Widgets/PeopleTable',
  component: PeopleTable,
  args: {
    people,
    onOpenDetails: fn(),
    onMessage: fn(),
    onSendFriendRequest: fn(),
    onRemoveFriend: fn(),
    onRetry: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: responsiveCollectionLayouts } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const isWide = () => window.matchMedia(`screen and (min-width: ${BREAKPOINTS.sm}px)`).matches;

/** The spec's rule: a table from sm (576 px) up, swipe cards below (success). */
export const Auto: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const name = t['ui.peopleTable.label'];
    if (isWide()) await expect(canvas.getByRole('table', { name })).toBeVisible();
    else await expect(canvas.getByRole('region', { name })).toBeVisible();
  },
};

export const TableLayout: Story = {
  args: { layout: 'table' },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const table = within(canvasElement).getByRole('table', { name: t['ui.peopleTable.label'] });
    await userEvent.click(within(table).getByRole('rowheader', { name: /Dev Patel/ }));
    await expect(args.onOpenDetails).toHaveBeenCalledWith(people[3]);
  },
};

/** Swipe cards (narrow screens), at a phone's width. */
export const CardsLayout: Story = {
  args: { layout: 'cards' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: BREAKPOINTS.xs, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

export const Loading: Story = {
  args: { people: [], isLoading: true, layout: 'table' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Nobody matched: "No Records!" (part 1 §2). */
export const Empty: Story = {
  args: { people: [], layout: 'table' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByText(t['ui.display.noRecords'])).toBeVisible();
  },
};

/** The load failed: an error with "Try again", and no "No Records!" under it. */
export const LoadFailed: Story = {
  args: { people: [], hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t['ui.peopleTable.loadFailed']);
    await expect(canvas.queryByText(t['ui.display.noRecords'])).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t['ui.peopleTable.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A later page failed: what loaded stays, with the error above it. */
export const NextPageFailed: Story = { args: { hasError: true, layout: 'table' } };

/** The friends list: everyone a friend, "Unfriend this person" in each row. */
export const FriendsList: Story = {
  args: {
    'aria-label': 'My Friends',
    layout: 'table',
    people: people.map((person) => ({ ...person, is_friend: true, pending_friend_request: false })),
  },
};

/** The signed-in user's own row (no buttons) and a request in flight. */
export const OwnRowAndPendingRequest: Story = {
  args: { layout: 'table', currentUserId: ana.id, friendActionPendingIds: [people[3]!.id] },
};

/** The app's side of paging: 20 a page, "Load more" appends the next (part 1 §4). */
function Paged(args: PeopleTableProps) {
  const [loaded, setLoaded] = useState<Person[]>(() => manyPeople(PEOPLE_PAGE_SIZE));
  const hasNext = loaded.length < PEOPLE_PAGE_SIZE * 2;
  return (
    <PeopleTable
      {...args}
      people={loaded}
      onLoadMore={
        hasNext
          ? () => setLoaded((now) => [...now, ...manyPeople(PEOPLE_PAGE_SIZE, now.length)])
          : undefined
      }
    />
  );
}

/**
 * Keyboard: Tab reaches each row's name (Enter opens the profile) and then its buttons, as on any
 * page; "Load more" appends a page.
 */
export const KeyboardAndPaging: Story = {
  args: { layout: 'table' },
  render: (args) => <Paged {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await userEvent.tab();
    await waitFor(() => expect(table.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement?.closest('th')).toHaveAttribute('scope', 'row');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDetails).toHaveBeenCalled();
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement?.closest('th')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(PEOPLE_PAGE_SIZE + 1);
    await userEvent.click(canvas.getByRole('button', { name: t['ui.collection.loadMore'] }));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(PEOPLE_PAGE_SIZE * 2 + 1),
    );
    // The last page came: no more "Load more".
    await expect(canvas.queryByRole('button', { name: t['ui.collection.loadMore'] })).toBeNull();
  },
};
