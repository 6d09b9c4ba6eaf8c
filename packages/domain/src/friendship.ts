/** Friendship of the signed-in user with a person (part 1 §4 Friendship). */
export const FRIENDSHIP_STATES = ['none', 'pending', 'friends'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

/** Part 1 §4 and §8: the friend button's texts and the friendship toasts. (keys; the words are in the message catalogues, decision 045) */
export type FriendshipMessageKey =
  | 'addFriend'
  | 'sendRequestTooltip'
  | 'pendingRequest'
  | 'pendingRequestTooltip'
  | 'unfriend'
  | 'requestSent'
  | 'requestFailed'
  | 'removeFailed'
  | 'requestAccepted'
  | 'acceptFailed'
  | 'removeConfirmTitle'
  | 'removeConfirmText'
  | 'removeConfirm'
  | 'cancel'
  | 'noRecords'
  | 'sortBy'
  | 'sortOnline'
  | 'sortAlphabetical'
  | 'sortLastActive';

/** The friend flags a person carries (part 1 §3). */
export interface FriendFlags {
  is_friend: boolean;
  pending_friend_request: boolean;
}

export function friendshipStateOf(person: FriendFlags): FriendshipState {
  if (person.is_friend) return 'friends';
  return person.pending_friend_request ? 'pending' : 'none';
}

/** The flags that express a state, to write back onto a person. */
export function friendFlagsFor(state: FriendshipState): FriendFlags {
  return { is_friend: state === 'friends', pending_friend_request: state === 'pending' };
}

export type FriendshipEvent =
  /** The user sent a request: shown as pending at once. */
  | 'requestSent'
  /** The request failed: revert to not friends. */
  | 'requestFailed'
  /** The other person accepted (live notification or reload). */
  | 'requestAccepted'
  /** The user confirmed the removal and the server removed the friendship. */
  | 'removed';

/**
 * The friendship state machine (part 1 §4): none → pending on sending (reverted on failure),
 * pending → friends on acceptance, friends → none on confirmed removal. Any other event leaves
 * the state as it is.
 */
export function nextFriendshipState(
  state: FriendshipState,
  event: FriendshipEvent,
): FriendshipState {
  switch (event) {
    case 'requestSent':
      return state === 'none' ? 'pending' : state;
    case 'requestFailed':
      return state === 'pending' ? 'none' : state;
    case 'requestAccepted':
      return state === 'pending' ? 'friends' : state;
    case 'removed':
      return state === 'friends' ? 'none' : state;
  }
}

export interface FriendButton {
  /** What pressing the button does; null while it is disabled. */
  action: 'sendRequest' | 'confirmRemoval' | null;
  label: FriendshipMessageKey;
  tooltip: FriendshipMessageKey;
  disabled: boolean;
}

/**
 * The friend button per state (part 1 §4): not friends offers a request; pending is disabled
 * with the tooltip 'Delete pending friend request'; friends offers 'Unfriend this person', which
 * asks for confirmation first (part 1 §2 remove-friend confirmation dialog).
 */
export function friendButton(state: FriendshipState): FriendButton {
  switch (state) {
    case 'none':
      return {
        action: 'sendRequest',
        label: 'addFriend',
        tooltip: 'sendRequestTooltip',
        disabled: false,
      };
    case 'pending':
      return {
        action: null,
        label: 'pendingRequest',
        tooltip: 'pendingRequestTooltip',
        disabled: true,
      };
    case 'friends':
      return { action: 'confirmRemoval', label: 'unfriend', tooltip: 'unfriend', disabled: false };
  }
}

/** Confirmed removal also removes the person from the friends list (part 1 §4). */
export function removeFromFriendsList<T extends { id: string }>(
  friends: readonly T[],
  friendId: string,
): T[] {
  return friends.filter((friend) => friend.id !== friendId);
}

/** Friends sorting (part 1 §2, §4): online, alphabetical, last_active (newest first). */
export const FRIENDS_SORT_OPTIONS = ['online', 'alphabetical', 'last_active'] as const;
export type FriendsSort = (typeof FRIENDS_SORT_OPTIONS)[number];

export interface SortableFriend {
  name: string;
  online: boolean;
  /** Seconds since the epoch; null when never active. */
  last_active_timestamp: number | null;
}

function byName(a: SortableFriend, b: SortableFriend): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/**
 * Sorts friends without changing the input. online: online friends first, each group by name;
 * alphabetical: by name, ignoring case and accents; last_active: newest first, never-active
 * last, ties by name.
 */
export function sortFriends<T extends SortableFriend>(
  friends: readonly T[],
  sort: FriendsSort,
): T[] {
  const sorted = [...friends];
  switch (sort) {
    case 'online':
      return sorted.sort((a, b) => Number(b.online) - Number(a.online) || byName(a, b));
    case 'alphabetical':
      return sorted.sort(byName);
    case 'last_active':
      return sorted.sort(
        (a, b) =>
          (b.last_active_timestamp ?? Number.NEGATIVE_INFINITY) -
            (a.last_active_timestamp ?? Number.NEGATIVE_INFINITY) || byName(a, b),
      );
  }
}

/**
 * The people in the order of `ids` (the order the list asked for), whatever order they came in;
 * ids without a person are skipped.
 */
export function inIdOrder<T extends { id: string }>(
  ids: readonly string[],
  people: readonly T[],
): T[] {
  const byId = new Map(people.map((person) => [person.id.toLowerCase(), person]));
  return ids.flatMap((id) => {
    const person = byId.get(id.toLowerCase());
    return person ? [person] : [];
  });
}

/** Friend request (part 1 §3): friend_request_id and its status, pending until accepted. */
export interface FriendRequest {
  friend_request_id: string;
  status: 'pending' | 'accept';
}

/**
 * A friend as GET /users/{id}/friends lists them (part 1 §7 "friend ids"): the id, and what the
 * friends list sorts by (`sortFriends`); the list page loads the people with filter_by_ids.
 */
export interface FriendSummary extends SortableFriend {
  id: string;
}

/** GET /users/{id}/friends. */
export interface FriendsResponse {
  friends: FriendSummary[];
}
