import { describe, expect, it } from 'vitest';
import {
  FRIENDS_SORT_OPTIONS,
  friendButton,
  friendFlagsFor,
  friendshipStateOf,
  inIdOrder,
  nextFriendshipState,
  removeFromFriendsList,
  sortFriends,
} from './friendship';
import { friendRequestResponseSchema, friendRequestSchema } from './friendshipSchemas';

describe('friendship state (part 1 §4 Friendship)', () => {
  it('reads the state from the friend flags of a person', () => {
    expect(friendshipStateOf({ is_friend: false, pending_friend_request: false })).toBe('none');
    expect(friendshipStateOf({ is_friend: false, pending_friend_request: true })).toBe('pending');
    expect(friendshipStateOf({ is_friend: true, pending_friend_request: false })).toBe('friends');
  });

  it('writes a state back as flags', () => {
    expect(friendFlagsFor('pending')).toEqual({ is_friend: false, pending_friend_request: true });
    expect(friendFlagsFor('friends')).toEqual({ is_friend: true, pending_friend_request: false });
    expect(friendFlagsFor('none')).toEqual({ is_friend: false, pending_friend_request: false });
  });

  it('sending a request sets pending, and a failure reverts it', () => {
    const pending = nextFriendshipState('none', 'requestSent');
    expect(pending).toBe('pending');
    expect(nextFriendshipState(pending, 'requestFailed')).toBe('none');
  });

  it('an accepted request makes friends, and a confirmed removal clears the friend state', () => {
    expect(nextFriendshipState('pending', 'requestAccepted')).toBe('friends');
    expect(nextFriendshipState('friends', 'removed')).toBe('none');
  });

  it('ignores events that do not apply to the state', () => {
    expect(nextFriendshipState('friends', 'requestSent')).toBe('friends');
    expect(nextFriendshipState('friends', 'requestFailed')).toBe('friends');
    expect(nextFriendshipState('none', 'requestAccepted')).toBe('none');
    expect(nextFriendshipState('pending', 'removed')).toBe('pending');
  });
});

describe('friendButton (part 1 §4: the button per friendship state)', () => {
  it('offers a friend request when not friends', () => {
    expect(friendButton('none')).toMatchObject({ action: 'sendRequest', disabled: false });
  });

  it("is disabled with the tooltip 'Delete pending friend request' while pending", () => {
    const button = friendButton('pending');
    expect(button.disabled).toBe(true);
    expect(button.action).toBeNull();
    expect(button.tooltip).toBe('pendingRequestTooltip');
  });

  it("offers 'Unfriend this person' behind a confirmation when friends", () => {
    const button = friendButton('friends');
    expect(button.action).toBe('confirmRemoval');
    expect(button.label).toBe('unfriend');
  });
});

describe('removeFromFriendsList (part 1 §4: confirmed removal removes the person from the list)', () => {
  it('drops the removed friend only', () => {
    expect(removeFromFriendsList([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
  });
});

describe('sortFriends (part 1 §4 Friends sorting)', () => {
  const friends = [
    { name: 'carla', online: false, last_active_timestamp: 300 },
    { name: 'Bob', online: true, last_active_timestamp: 100 },
    { name: 'Álvaro', online: false, last_active_timestamp: null },
    { name: 'dave', online: true, last_active_timestamp: 200 },
    { name: 'Eve', online: false, last_active_timestamp: 300 },
  ];
  const names = (list: typeof friends) => list.map((f) => f.name);

  it('offers online, alphabetical and last_active', () => {
    expect(FRIENDS_SORT_OPTIONS).toEqual(['online', 'alphabetical', 'last_active']);
  });

  it('online puts online friends first, each group by name', () => {
    expect(names(sortFriends(friends, 'online'))).toEqual([
      'Bob',
      'dave',
      'Álvaro',
      'carla',
      'Eve',
    ]);
  });

  it('alphabetical ignores case and accents', () => {
    expect(names(sortFriends(friends, 'alphabetical'))).toEqual([
      'Álvaro',
      'Bob',
      'carla',
      'dave',
      'Eve',
    ]);
  });

  it('last_active puts the newest first and never-active last', () => {
    expect(names(sortFriends(friends, 'last_active'))).toEqual([
      'carla',
      'Eve',
      'dave',
      'Bob',
      'Álvaro',
    ]);
  });

  it('leaves the input order alone', () => {
    sortFriends(friends, 'alphabetical');
    expect(friends[0]?.name).toBe('carla');
  });
});

describe('friend request bodies (part 1 §7 friend_requests)', () => {
  it('needs a friend_id', () => {
    expect(friendRequestSchema.parse({ friend_id: 'u2' })).toEqual({ friend_id: 'u2' });
    expect(friendRequestSchema.safeParse({ friend_id: ' ' }).success).toBe(false);
  });

  it('answers a request with status accept only', () => {
    expect(friendRequestResponseSchema.parse({ status: 'accept' })).toEqual({ status: 'accept' });
    expect(friendRequestResponseSchema.safeParse({ status: 'decline' }).success).toBe(false);
  });
});

describe('inIdOrder', () => {
  it('puts the people in the order their ids were asked for, skipping unknown ids', () => {
    const people = [{ id: 'b' }, { id: 'A' }, { id: 'c' }];
    expect(inIdOrder(['c', 'a', 'x', 'b'], people)).toEqual([
      { id: 'c' },
      { id: 'A' },
      { id: 'b' },
    ]);
  });
});
