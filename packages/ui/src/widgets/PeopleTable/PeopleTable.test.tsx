import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ana, ben, people } from '../private/peopleStoryData';
import { PeopleTable } from './PeopleTable';

describe('PeopleTable', () => {
  it('shows a row per person, named by the musician', () => {
    renderWithUI(<PeopleTable layout="table" people={people} />);
    const table = screen.getByRole('grid', { name: 'Musicians' });
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

  it('below sm: swipe cards named "Musician n of total"', () => {
    renderWithUI(<PeopleTable layout="cards" people={people} total={40} />);
    expect(screen.getByRole('group', { name: 'Musician 1 of 40' })).toBeInTheDocument();
  });
});
