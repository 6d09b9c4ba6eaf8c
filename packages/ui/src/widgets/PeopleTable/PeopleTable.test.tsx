import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ana, ben, people } from '../private/peopleStoryData';
import { PeopleTable } from './PeopleTable';
import { PERSON_INDEX_ATTRIBUTE } from './usePrefetchNearEnd';

/** An IntersectionObserver the test drives: `showIndexes(…)` reports those people in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets = new Set<Element>();
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static showIndexes(...indexes: number[]) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.targets.size === 0) continue;
      const entries = [...observer.targets].map((target) => ({
        target,
        isIntersecting: indexes.includes(Number(target.getAttribute(PERSON_INDEX_ATTRIBUTE))),
      }));
      observer.callback(entries as never, observer as never);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const twenty = Array.from({ length: 20 }, (_, index) => ({
  ...ana,
  id: `p${index}`,
  name: `Person ${index}`,
}));

describe('PeopleTable', () => {
  it('shows a row per person, named by the musician', () => {
    renderWithUI(<PeopleTable layout="table" people={people} />);
    const table = screen.getByRole('table', { name: 'Musicians' });
    // The header row and four people.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('rowheader', { name: /Ana López/ })).toBeInTheDocument();
  });

  it('says "No Records!" when nobody matched', () => {
    renderWithUI(<PeopleTable layout="table" people={[]} />);
    expect(screen.getByText('No Records!')).toBeInTheDocument();
  });

  it('on a failed load shows the error and tries again', async () => {
    const onRetry = vi.fn();
    renderWithUI(<PeopleTable people={[]} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The musicians could not be loaded.');
    // Nothing loaded: no "No Records!" under the error.
    expect(screen.queryByText('No Records!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens the profile panel when a row is pressed', async () => {
    const onOpenDetails = vi.fn();
    renderWithUI(<PeopleTable layout="table" people={people} onOpenDetails={onOpenDetails} />);
    await userEvent.click(screen.getByRole('rowheader', { name: /Ben Okafor/ }));
    expect(onOpenDetails).toHaveBeenCalledWith(ben);
  });

  it("has no friend or message buttons in the user's own row, and shows requests in flight", () => {
    renderWithUI(
      <PeopleTable
        layout="table"
        people={[ana, people[3]!]}
        currentUserId={ana.id}
        friendActionPendingIds={[people[3]!.id]}
        onMessage={vi.fn()}
        onSendFriendRequest={vi.fn()}
      />,
    );
    const [, anaRow, devRow] = screen.getAllByRole('row');
    expect(within(anaRow!).queryByRole('button', { name: /Message|Add Friend/ })).toBeNull();
    expect(within(devRow!).getByRole('button', { name: /Add Friend/ })).toHaveAttribute(
      'data-pending',
    );
  });

  it('below sm: the cards’ names are h2, the level under the page’s h1 (h3 broke the outline)', () => {
    renderWithUI(<PeopleTable layout="cards" people={people} total={40} />);
    const card = screen.getByRole('group', { name: 'Musician 1 of 40' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('below sm: swipe cards named "Musician n of total"', () => {
    renderWithUI(<PeopleTable layout="cards" people={people} total={40} />);
    expect(screen.getByRole('group', { name: 'Musician 1 of 40' })).toBeInTheDocument();
  });

  it.each(['table', 'cards'] as const)(
    'in %s, loads the next page once when the person in view is within 5 of the end',
    (layout) => {
      FakeIntersectionObserver.instances = [];
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const onLoadMore = vi.fn();
      renderWithUI(<PeopleTable layout={layout} people={twenty} onLoadMore={onLoadMore} />);
      FakeIntersectionObserver.showIndexes(0, 1, 2, 13, 14);
      expect(onLoadMore).not.toHaveBeenCalled();
      FakeIntersectionObserver.showIndexes(14, 15);
      FakeIntersectionObserver.showIndexes(15, 16);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    },
  );

  it('in cards, the carousel asks at the same point as the domain: fewer than 5 people ahead', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // the carousel alone, as it is swiped
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    renderWithUI(<PeopleTable layout="cards" people={twenty} onLoadMore={onLoadMore} />);
    const next = () => screen.getByRole('button', { name: 'Next' });
    for (let card = 1; card < 15; card += 1) await user.click(next());
    expect(screen.getByText('Musician 15 of 20', { selector: 'p' })).toBeInTheDocument();
    expect(onLoadMore).not.toHaveBeenCalled(); // 5 ahead
    await user.click(next());
    expect(onLoadMore).toHaveBeenCalledTimes(1); // 4 ahead
  });

  it('asks for nothing while a page loads or when the last page has come', () => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUI(
      <PeopleTable layout="table" people={twenty} onLoadMore={onLoadMore} isLoadingMore />,
    );
    FakeIntersectionObserver.showIndexes(19);
    rerender(<PeopleTable layout="table" people={twenty} />);
    FakeIntersectionObserver.showIndexes(19);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
