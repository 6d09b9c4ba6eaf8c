import type {
  FriendRequest,
  FriendsResponse,
  PeopleFilter,
  PeopleFilterResponse,
  Person,
  TextMessage,
} from '@backline/domain';
import { apiFetcher, apiPost, apiPostKeyed, expectJson } from './fetcher';

/*
 * The people calls of part 1 §7 as the browser makes them (decision 008 for the shapes). Paths
 * are built here only, so SWR keys and loaders agree.
 */

export const peoplePaths = {
  filter: (offset: number, limit: number) => `/api/filter?offset=${offset}&limit=${limit}`,
  person: (id: string) => `/api/users/${id}`,
  filterByIds: (me: string) => `/api/users/${me}/filter_by_ids`,
  friends: (me: string) => `/api/users/${me}/friends`,
  friendRequests: (me: string) => `/api/users/${me}/friend_requests`,
  friendRequest: (me: string, requestId: string) => `/api/users/${me}/friend_requests/${requestId}`,
  friend: (me: string, friendId: string) => `/api/users/${me}/friends/${friendId}`,
  notifications: (me: string, offset: number, limit: number) =>
    `/api/users/${me}/my_notifications?offset=${offset}&limit=${limit}`,
  notificationsRead: (me: string) => `/api/users/${me}/my_notifications/read`,
  notification: (me: string, id: string) => `/api/users/${me}/notifications/${id}`,
  thread: (other: string, offset: number, limit: number) =>
    `/api/text_messages?target_user_id=${encodeURIComponent(other)}&offset=${offset}&limit=${limit}`,
  textMessages: '/api/text_messages',
} as const;

async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Response> {
  if (method === 'POST') return apiPost(path, body ?? {});
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return response;
}

export const searchPeople = (filter: PeopleFilter, offset: number, limit: number) =>
  apiPost(peoplePaths.filter(offset, limit), filter).then(expectJson<PeopleFilterResponse>);

export const loadPerson = (id: string) => apiFetcher<Person>(peoplePaths.person(id));

export const loadPeopleByIds = (me: string, ids: readonly string[]) =>
  apiPost(peoplePaths.filterByIds(me), { user_ids: ids }).then(expectJson<{ musicians: Person[] }>);

export const loadFriends = (me: string) => apiFetcher<FriendsResponse>(peoplePaths.friends(me));

export const sendFriendRequest = (me: string, friendId: string) =>
  apiPostKeyed(peoplePaths.friendRequests(me), { friend_id: friendId }).then(
    expectJson<FriendRequest>,
  );

export const acceptFriendRequest = (me: string, requestId: string) =>
  apiPost(peoplePaths.friendRequest(me, requestId), { status: 'accept' }).then(
    expectJson<FriendRequest>,
  );

export async function removeFriend(me: string, friendId: string): Promise<void> {
  const response = await send(peoplePaths.friend(me, friendId), 'DELETE');
  await expectJson<null>(response);
}

/** Marks every notification read, or (`fromUserId`) those of that person's messages. */
export async function markNotificationsRead(me: string, fromUserId?: string): Promise<void> {
  const response = await send(
    peoplePaths.notificationsRead(me),
    'POST',
    fromUserId ? { source_user_id: fromUserId } : {},
  );
  await expectJson<null>(response);
}

export async function deleteNotification(me: string, id: string): Promise<void> {
  const response = await send(peoplePaths.notification(me, id), 'DELETE');
  await expectJson<null>(response);
}

/**
 * Sends a message with a key of its own, so that the one retry after a dropped connection (the
 * request may have been stored before the answer was lost) is stored once.
 */
export async function sendTextMessage(me: string, other: string, message: string) {
  const body = { message, target_user_id: other, source_user_id: me };
  return expectJson<TextMessage>(await apiPostKeyed(peoplePaths.textMessages, body));
}
