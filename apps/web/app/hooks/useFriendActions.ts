import {
  type FriendshipEvent,
  friendFlagsFor,
  friendshipStateOf,
  nextFriendshipState,
  type Person,
} from '@backline/domain';
import { toastQueue } from '@backline/ui';
import { useCallback, useState } from 'react';
import { removeFriend, sendFriendRequest } from '../api/people';
import { useT } from '../i18n/useT';

/** The person's friend flags after an event of the domain's friendship state machine. */
function flagsAfter(person: Person, ...events: FriendshipEvent[]) {
  return friendFlagsFor(events.reduce(nextFriendshipState, friendshipStateOf(person)));
}

/**
 * Sending a friend request and unfriending (part 1 §4 Friendship, §8 toasts): the button shows
 * pending at once and reverts on failure (`nextFriendshipState`); `onChange` writes the new flags
 * back where the person is listed.
 */
export function useFriendActions(
  me: string,
  onChange: (person: Person, change: Pick<Person, 'is_friend' | 'pending_friend_request'>) => void,
) {
  const t = useT();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [removeFailedId, setRemoveFailedId] = useState<string | null>(null);

  const track = useCallback(
    (id: string, on: boolean) =>
      setPendingIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const sendRequest = useCallback(
    async (person: Person) => {
      track(person.id, true);
      onChange(person, flagsAfter(person, 'requestSent'));
      try {
        await sendFriendRequest(me, person.id);
        // The answer settles the row: written back with the spinner's end, so a list that
        // re-renders a row only when its person changes shows "Request Pending", not a spinner.
        track(person.id, false);
        onChange(person, flagsAfter(person, 'requestSent'));
        toastQueue.success(t('friends.requestSent', { name: person.name }));
      } catch {
        track(person.id, false);
        onChange(person, flagsAfter(person, 'requestSent', 'requestFailed'));
        toastQueue.error(t('friends.requestFailed'));
      }
    },
    [me, onChange, t, track],
  );

  /** Resolves true when removed; on failure the dialog shows the §8 text. */
  const remove = useCallback(
    async (person: Person): Promise<boolean> => {
      track(person.id, true);
      setRemoveFailedId(null);
      try {
        await removeFriend(me, person.id);
        onChange(person, flagsAfter(person, 'removed'));
        return true;
      } catch {
        setRemoveFailedId(person.id);
        toastQueue.error(t('friends.removeFailed'));
        return false;
      } finally {
        track(person.id, false);
      }
    },
    [me, onChange, t, track],
  );

  return { sendRequest, remove, pendingIds, removeFailedId };
}
