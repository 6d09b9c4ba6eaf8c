import { filterInvitees } from '@backline/domain';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { createManualScheduler } from '../../time/scheduler';
import { people } from '../private/sessionsStoryKit';
import { type InviteeCandidate, NewSessionForm } from './NewSessionForm';
import { useInviteeSearch } from './useInviteeSearch';

const friends: InviteeCandidate[] = [people.ana, people.annika, people.joanna, people.dev];

/** A search over the friends that answers at once, as the app's would from loaded data. */
const searchFriends = vi.fn(async (query: string) => filterInvitees(friends, query));

describe('useInviteeSearch (part 1 §5: from 3 characters, 400 ms debounce)', () => {
  it('searches once, 400 ms after the last keystroke', async () => {
    const scheduler = createManualScheduler();
    const search = vi.fn(async (query: string) => filterInvitees(friends, query));
    const { result } = renderHook(() => useInviteeSearch(search, scheduler));
    act(() => result.current.setQuery('an'));
    expect(result.current.status).toBe('idle');
    act(() => result.current.setQuery('ann'));
    act(() => scheduler.advance(399));
    act(() => result.current.setQuery('anni'));
    act(() => scheduler.advance(399));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.status).toBe('debouncing');
    await act(async () => scheduler.advance(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('anni');
    expect(result.current.status).toBe('done');
    expect(result.current.results).toEqual([people.annika]);
  });

  it('does not search under 3 characters, and clears the results', async () => {
    const scheduler = createManualScheduler();
    const search = vi.fn(async (query: string) => filterInvitees(friends, query));
    const { result } = renderHook(() => useInviteeSearch(search, scheduler));
    act(() => result.current.setQuery('lóp'));
    await act(async () => scheduler.advance(400));
    expect(result.current.results).toEqual([people.ana]);
    act(() => result.current.setQuery('ló '));
    await act(async () => scheduler.advance(1_000));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'idle', results: [] });
  });

  it('keeps only the answer to the latest text', async () => {
    const scheduler = createManualScheduler();
    const answers: Record<string, (found: InviteeCandidate[]) => void> = {};
    const search = (query: string) =>
      new Promise<InviteeCandidate[]>((resolve) => {
        answers[query] = resolve;
      });
    const { result } = renderHook(() => useInviteeSearch(search, scheduler));
    act(() => result.current.setQuery('ann'));
    act(() => scheduler.advance(400));
    act(() => result.current.setQuery('joa'));
    act(() => scheduler.advance(400));
    await act(async () => answers.joa!([people.joanna]));
    await act(async () => answers.ann!([people.ana, people.annika]));
    expect(result.current.results).toEqual([people.joanna]);
  });

  it('reports a failed search', async () => {
    const scheduler = createManualScheduler();
    const { result } = renderHook(() =>
      useInviteeSearch(() => Promise.reject(new Error('offline')), scheduler),
    );
    act(() => result.current.setQuery('dev'));
    await act(async () => scheduler.advance(400));
    expect(result.current).toMatchObject({ status: 'failed', results: [] });
  });

  it('cancels the pending search when the form goes away', () => {
    const scheduler = createManualScheduler();
    const search = vi.fn(async () => []);
    const { result, unmount } = renderHook(() => useInviteeSearch(search, scheduler));
    act(() => result.current.setQuery('dev'));
    unmount();
    scheduler.advance(400);
    expect(search).not.toHaveBeenCalled();
    expect(scheduler.pendingCount()).toBe(0);
  });
});

describe('NewSessionForm', () => {
  it("says the form's words (part 1 §2)", () => {
    expect(en['ui.newSessionForm.invitations']).toBe('Invitations');
    expect(en['ui.newSessionForm.description']).toBe('Description');
    expect(en['ui.newSessionForm.inviteSearchPlaceholder']).toBe(
      'Type 3 or more letters of a name',
    );
  });

  it('sends the privacy, the invited ids and the trimmed description', async () => {
    const user = userEvent.setup();
    const scheduler = createManualScheduler();
    const onSubmit = vi.fn();
    renderWithUI(
      <NewSessionForm searchInvitees={searchFriends} onSubmit={onSubmit} scheduler={scheduler} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Private (invited musicians only)' }));
    await user.type(screen.getByRole('combobox', { name: 'Invite friends' }), 'han');
    await act(async () => scheduler.advance(400));
    await user.click(await screen.findByRole('option', { name: 'Joanna Hanley' }));
    expect(screen.getByRole('list', { name: 'Invited musicians' })).toHaveTextContent(
      'Joanna Hanley',
    );
    expect(screen.getByRole('combobox', { name: 'Invite friends' })).toHaveValue('');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('  Funk night  ');
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    // Nothing is created before the user confirms who can join.
    expect(onSubmit).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('alertdialog', { name: 'Create this session?' });
    expect(confirm).toHaveTextContent(
      'A private session: only the friends you invite can join. 1 friend invited.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Create Session' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      privacy: 2,
      invitations: [people.joanna.id],
      description: 'Funk night',
    });
    // Many user events in a simulated DOM on a shared machine: give it room.
  }, 15_000);

  it('creates nothing from an empty form: the description is required', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUI(<NewSessionForm searchInvitees={searchFriends} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Describe the session, so musicians know what they are joining',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a second submission while the first is on its way', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUI(
      <NewSessionForm
        searchInvitees={searchFriends}
        onSubmit={onSubmit}
        defaultDescription="Blues"
        isSubmitting
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Create Session/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list and empties the search on Escape', async () => {
    const user = userEvent.setup();
    const scheduler = createManualScheduler();
    renderWithUI(
      <NewSessionForm searchInvitees={searchFriends} onSubmit={vi.fn()} scheduler={scheduler} />,
    );
    const search = screen.getByRole('combobox', { name: 'Invite friends' });
    await user.type(search, 'zzz');
    await act(async () => scheduler.advance(400));
    expect(await screen.findByRole('listbox')).toHaveTextContent(
      "No friend's first or last name contains “zzz”.",
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search).toHaveValue('');
  });

  it('refuses a description over 1000 characters without calling onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithUI(
      <NewSessionForm
        searchInvitees={searchFriends}
        onSubmit={onSubmit}
        defaultDescription={'x'.repeat(1_001)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Description must be at most 1000 characters long',
    );
  });

  it("shows the API's error until the field is edited", async () => {
    const user = userEvent.setup();
    renderWithUI(
      <NewSessionForm
        searchInvitees={searchFriends}
        onSubmit={vi.fn()}
        errors={{ description: ['Not allowed'] }}
      />,
    );
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription('Not allowed');
    await user.type(description, 'a');
    await waitFor(() => expect(description).not.toHaveAccessibleDescription('Not allowed'));
  });

  it('removes an invitee and gives focus back to the search', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <NewSessionForm
        searchInvitees={searchFriends}
        onSubmit={vi.fn()}
        defaultInvitees={[people.dev]}
      />,
      'es',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar a Dev Patel' }));
    expect(screen.getByText('Todavía no has invitado a nadie.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Invitar amigos' })).toHaveFocus();
  });
});
