import type { FriendRequest, FriendsResponse, NotificationsPage, Person } from '@backline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { friendships, users } from '../db/schema';
import { FRIEND_ERRORS } from '../services/friends';
import { addMusician, type Musician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('friends');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function ask(from: Musician, to: Musician) {
  const response = await from.client.post(`/api/users/${from.id}/friend_requests`, {
    friend_id: to.id,
  });
  expect(response.status).toBe(201);
  return response.body as FriendRequest;
}

async function notificationsOf(musician: Musician) {
  const response = await musician.client.get(`/api/users/${musician.id}/my_notifications`);
  expect(response.status).toBe(200);
  return response.body as NotificationsPage;
}

async function befriend(a: Musician, b: Musician) {
  const request = await ask(a, b);
  const accepted = await b.client.post(
    `/api/users/${b.id}/friend_requests/${request.friend_request_id}`,
    { status: 'accept' },
  );
  expect(accepted.status).toBe(200);
}

describe(`friend requests (${testDatabase})`, () => {
  it('answers 201 and sends a FRIEND_REQUEST notification to the other person', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t, { firstName: 'Bea' });
    const request = await ask(ana, bea);
    expect(request).toEqual({ friend_request_id: expect.any(String), status: 'pending' });

    const page = await notificationsOf(bea);
    expect(page.unread_total).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        description: 'FRIEND_REQUEST',
        formatted_msg: 'Ana Lima sent you a friend request.',
        source_user_id: ana.id,
        source_user: { id: ana.id, name: 'Ana Lima', photo_url: null },
        friend_request_id: request.friend_request_id,
        accepted: false,
        read_at: null,
      }),
    ]);
    // Both now see the request as pending.
    const seen = await ana.client.get(`/api/users/${bea.id}`);
    expect((seen.body as Person).pending_friend_request).toBe(true);
  });

  it('refuses requests to yourself (422), to nobody (404), twice (409) and between friends (409)', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const path = `/api/users/${ana.id}/friend_requests`;

    const self = await ana.client.post(path, { friend_id: ana.id });
    expect(self.status).toBe(422);
    expect(self.body).toEqual({ errors: { friend_id: [FRIEND_ERRORS.yourself] } });

    const nobody = await ana.client.post(path, { friend_id: NOBODY });
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ errors: { friend_id: [FRIEND_ERRORS.unknownPerson] } });

    await ask(ana, bea);
    const twice = await ana.client.post(path, { friend_id: bea.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ errors: { friend_id: [FRIEND_ERRORS.alreadyPending] } });
    // The other way round is the same pair.
    const back = await bea.client.post(`/api/users/${bea.id}/friend_requests`, {
      friend_id: ana.id,
    });
    expect(back.status).toBe(409);

    const cyd = await addMusician(t);
    await befriend(ana, cyd);
    const friends = await ana.client.post(path, { friend_id: cyd.id });
    expect(friends.status).toBe(409);
    expect(friends.body).toEqual({ errors: { friend_id: [FRIEND_ERRORS.alreadyFriends] } });
  });

  it('answers 400 with field errors for a bad body', async () => {
    const ana = await addMusician(t);
    const path = `/api/users/${ana.id}/friend_requests`;
    const missing = await ana.client.post(path, {});
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['friend_id']);
    const blank = await ana.client.post(path, { friend_id: ' ' });
    expect(blank.body).toEqual({ errors: { friend_id: ['Choose a person to befriend'] } });
    const malformed = await ana.client.post(path, { friend_id: 'not-an-id' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ errors: { friend_id: [FRIEND_ERRORS.unknownPerson] } });
  });

  it('accepting makes both friends, marks the notification accepted and tells the requester', async () => {
    const ana = await addMusician(t, { firstName: 'Ana' });
    const bea = await addMusician(t, { firstName: 'Bea', lastName: 'Sol' });
    const request = await ask(ana, bea);
    const accepted = await bea.client.post(
      `/api/users/${bea.id}/friend_requests/${request.friend_request_id}`,
      { status: 'accept' },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      friend_request_id: request.friend_request_id,
      status: 'accept',
    });
    expect((await notificationsOf(bea)).notifications[0]?.accepted).toBe(true);
    expect((await notificationsOf(ana)).notifications).toEqual([
      expect.objectContaining({
        description: 'FRIEND_REQUEST_ACCEPTED',
        formatted_msg: 'Bea Sol accepted your friend request.',
        source_user_id: bea.id,
      }),
    ]);
    const seen = await ana.client.get(`/api/users/${bea.id}`);
    expect(seen.body).toMatchObject({ is_friend: true, pending_friend_request: false });

    const again = await bea.client.post(
      `/api/users/${bea.id}/friend_requests/${request.friend_request_id}`,
      { status: 'accept' },
    );
    expect(again.status).toBe(409);
  });

  it('lets only the person asked accept, and only with status accept', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const request = await ask(ana, bea);
    const byRequester = await ana.client.post(
      `/api/users/${ana.id}/friend_requests/${request.friend_request_id}`,
      { status: 'accept' },
    );
    expect(byRequester.status).toBe(404);
    const unknown = await bea.client.post(`/api/users/${bea.id}/friend_requests/${NOBODY}`, {
      status: 'accept',
    });
    expect(unknown.status).toBe(404);
    const declined = await bea.client.post(
      `/api/users/${bea.id}/friend_requests/${request.friend_request_id}`,
      { status: 'decline' },
    );
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({
      errors: { status: ['The only answer to a friend request here is accept'] },
    });
  });
});

describe(`friends list and removal (${testDatabase})`, () => {
  it('lists friends alphabetically with what the list sorts by', async () => {
    const me = await addMusician(t, { firstName: 'Me' });
    const zoe = await addMusician(t, { firstName: 'Zoe', lastName: 'Diaz', online: true });
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Ruiz', lastActiveAt: null });
    await befriend(me, zoe);
    await befriend(ana, me);
    await addMusician(t, { firstName: 'Stranger' });
    const response = await me.client.get(`/api/users/${me.id}/friends`);
    expect(response.status).toBe(200);
    // Accepting is activity: Zoe's and my last activity were written by our requests.
    const [zoeRow] = await t.platform.db.select().from(users).where(eq(users.id, zoe.id));
    expect(response.body).toEqual({
      friends: [
        {
          id: ana.id,
          name: 'Ana Ruiz',
          online: false,
          last_active_timestamp: t.clock.now().getTime() / 1000,
        },
        {
          id: zoe.id,
          name: 'Zoe Diaz',
          online: true,
          last_active_timestamp: (zoeRow?.lastActiveAt?.getTime() ?? 0) / 1000,
        },
      ],
    } satisfies FriendsResponse);
  });

  it('removes a friendship both ways (204), then 404', async () => {
    const me = await addMusician(t);
    const friend = await addMusician(t);
    await befriend(me, friend);
    const removed = await me.client.delete(`/api/users/${me.id}/friends/${friend.id}`);
    expect(removed.status).toBe(204);
    expect(await t.platform.db.select().from(friendships)).toEqual([]);
    const theirs = await friend.client.get(`/api/users/${friend.id}/friends`);
    expect(theirs.body).toEqual({ friends: [] });
    const again = await me.client.delete(`/api/users/${me.id}/friends/${friend.id}`);
    expect(again.status).toBe(404);
    // A new request is possible after unfriending.
    await ask(me, friend);
  });

  it("refuses another user's id on every friends route", async () => {
    const me = await addMusician(t);
    const other = await addMusician(t);
    const third = await addMusician(t);
    const fourth = await addMusician(t);
    const request = await ask(third, other);
    await befriend(other, fourth);
    const calls = [
      me.client.get(`/api/users/${other.id}/friends`),
      me.client.post(`/api/users/${other.id}/friend_requests`, { friend_id: me.id }),
      me.client.post(`/api/users/${other.id}/friend_requests/${request.friend_request_id}`, {
        status: 'accept',
      }),
      me.client.delete(`/api/users/${other.id}/friends/${fourth.id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    // Nothing changed for them.
    const theirs = await other.client.get(`/api/users/${other.id}/friends`);
    expect((theirs.body as FriendsResponse).friends.map((f) => f.id)).toEqual([fourth.id]);
    expect((await notificationsOf(other)).notifications[1]?.accepted).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const me = await addMusician(t);
    expect((await t.client().get(`/api/users/${me.id}/friends`)).status).toBe(401);
  });
});
