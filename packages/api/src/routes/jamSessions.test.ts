import type {
  CreatedSessionResponse,
  JoinSessionResponse,
  NotificationsPage,
  SessionHistoryPage,
  SessionsResponse,
} from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientArtifacts, friendships } from '../db/schema';
import { SESSION_ERRORS } from '../services/jamSessions';
import { addMusician, type Musician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('sessions');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function befriend(a: Musician, b: Musician) {
  const createdAt = t.clock.now();
  await t.platform.db.insert(friendships).values([
    { userId: a.id, friendId: b.id, createdAt },
    { userId: b.id, friendId: a.id, createdAt },
  ]);
}

async function create(owner: Musician, body: Record<string, unknown>) {
  const response = await owner.client.post('/api/sessions', { description: 'Jam', ...body });
  expect(response.status).toBe(201);
  return response.body as CreatedSessionResponse;
}

async function sessionsOf(musician: Musician, list = '') {
  const response = await musician.client.get(`/api/sessions${list}`);
  expect(response.status).toBe(200);
  return (response.body as SessionsResponse).sessions;
}

async function notificationsOf(musician: Musician) {
  const response = await musician.client.get(`/api/users/${musician.id}/my_notifications`);
  return response.body as NotificationsPage;
}

const guitarist = { instruments: [{ id: 'electric-guitar', proficiency: 2 as const }] };

describe(`POST /api/sessions (${testDatabase})`, () => {
  it('creates the session with its owner in it, playing their first instrument', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', ...guitarist });
    const created = await create(ana, { privacy: 1, description: 'Blues in A' });
    expect(created.launch_url).toBe(`backline://session/${created.session.id}`);
    expect(created.session).toMatchObject({
      description: 'Blues in A',
      musician_access: true,
      approval_required: false,
      invitations: [],
    });
    expect(created.session.active_music_session?.participants).toEqual([
      {
        id: expect.any(String),
        user: expect.objectContaining({ id: ana.id, is_friend: false }),
        tracks: [
          {
            id: expect.any(String),
            instrument_id: 'electric-guitar',
            instrument: 'Electric Guitar',
          },
        ],
      },
    ]);
  });

  it('invites friends, who get a SESSION_INVITATION notification', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t);
    await befriend(ana, bea);
    const created = await create(ana, { privacy: 2, invitations: [bea.id] });
    expect(created.session.invitations).toEqual([{ receiver_id: bea.id }]);
    const page = await notificationsOf(bea);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        description: 'SESSION_INVITATION',
        formatted_msg: 'Ana Lima invited you to a session.',
        session_id: created.session.id,
      }),
    ]);
  });

  it('refuses to invite someone who is not a friend, and stores nothing', async () => {
    const ana = await addMusician(t);
    const stranger = await addMusician(t);
    const response = await ana.client.post('/api/sessions', {
      privacy: 2,
      invitations: [stranger.id],
      description: 'Private jam',
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errors: { invitations: [SESSION_ERRORS.notFriends] } });
    expect(await sessionsOf(ana)).toEqual([]);
    expect((await notificationsOf(stranger)).notifications).toEqual([]);
  });

  it('answers bad input with field errors', async () => {
    const ana = await addMusician(t);
    const response = await ana.client.post('/api/sessions', {
      privacy: 7,
      description: 'x'.repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual([
      'description',
      'privacy',
    ]);
    const malformed = await ana.client.call('POST', '/api/sessions', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('creates nothing from an empty form: the description is required', async () => {
    const ana = await addMusician(t);
    for (const body of [{}, { privacy: 1, description: '  ' }]) {
      const response = await ana.client.post('/api/sessions', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: { description: ['Describe the session, so musicians know what they are joining'] },
      });
    }
    expect(await sessionsOf(ana)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().post('/api/sessions', { privacy: 1 })).status).toBe(401);
    expect((await t.client().get('/api/sessions')).status).toBe(401);
  });
});

describe(`GET /api/sessions and its lists (${testDatabase})`, () => {
  it('shows public sessions to all, private ones to the owner and the invited only', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    await befriend(ana, bea);
    const open = await create(ana, { privacy: 1 });
    // Ana can be in one session at a time: Bea owns the private one.
    const closed = await create(bea, { privacy: 2, invitations: [ana.id] });

    expect((await sessionsOf(cai)).map((s) => s.id)).toEqual([open.session.id]);
    expect((await sessionsOf(ana)).map((s) => s.id).sort()).toEqual(
      [open.session.id, closed.session.id].sort(),
    );
    expect((await sessionsOf(cai, '/public')).map((s) => s.id)).toEqual([open.session.id]);
  });

  it('lists sessions with a friend in them, and sessions nobody is in', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    await befriend(cai, ana);
    const anas = await create(ana, { privacy: 1 });
    const beas = await create(bea, { privacy: 1 });
    expect((await sessionsOf(cai, '/friends')).map((s) => s.id)).toEqual([anas.session.id]);
    const [shown] = await sessionsOf(cai, '/friends');
    expect(shown?.active_music_session?.participants[0]?.user.is_friend).toBe(true);

    expect(await sessionsOf(cai, '/inactive')).toEqual([]);
    expect((await bea.client.post(`/api/sessions/${beas.session.id}/leave`, {})).status).toBe(204);
    // The last one out ends the session: it leaves every list.
    expect((await sessionsOf(cai)).map((s) => s.id)).toEqual([anas.session.id]);
  });

  it('lists your own new session as public, not as one with friends', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await befriend(ana, bea);
    const anas = await create(ana, { privacy: 1 });
    expect(await sessionsOf(ana, '/friends')).toEqual([]);
    expect((await sessionsOf(ana, '/public')).map((s) => s.id)).toEqual([anas.session.id]);
  });

  it('shows a session’s invitations to its owner and only your own to you', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    await befriend(ana, bea);
    await befriend(ana, cai);
    const created = await create(ana, { privacy: 3, invitations: [bea.id, cai.id] });
    const [asOwner] = await sessionsOf(ana);
    expect(asOwner?.invitations).toHaveLength(2);
    const [asBea] = (await sessionsOf(bea)).filter((s) => s.id === created.session.id);
    expect(asBea?.invitations).toEqual([{ receiver_id: bea.id }]);
  });
});

describe(`POST /api/sessions/{id}/join (${testDatabase})`, () => {
  it('joins a public session and answers the launch link', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t, guitarist);
    const created = await create(ana, { privacy: 1 });
    t.clock.advance(1_000);
    const response = await bea.client.post(`/api/sessions/${created.session.id}/join`, {});
    expect(response.status).toBe(200);
    const answer = response.body as Extract<JoinSessionResponse, { status: 'joined' }>;
    expect(answer.status).toBe('joined');
    expect(answer.launch_url).toBe(`backline://session/${created.session.id}`);
    // Not among its musicians until the desktop app reports them in.
    expect(answer.session.active_music_session?.participants.map((p) => p.user.id)).toEqual([
      ana.id,
    ]);
    // Joining twice changes nothing.
    const again = await bea.client.post(`/api/sessions/${created.session.id}/join`, {});
    expect(again.status).toBe(200);
    const [listed] = await sessionsOf(bea);
    expect(listed?.active_music_session?.participants).toHaveLength(1);
    // The desktop app, having opened the link, enters: now Bea plays in it.
    const entered = await bea.client.post(`/api/sessions/${created.session.id}/enter`, {});
    expect(entered.status).toBe(200);
    const [playing] = await sessionsOf(bea);
    expect(playing?.active_music_session?.participants.map((p) => p.user.id)).toEqual([
      ana.id,
      bea.id,
    ]);
  });

  it('lets into a session through the app only who may join it', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const created = await create(ana, { privacy: 3 });
    const refused = await bea.client.post(`/api/sessions/${created.session.id}/enter`, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: SESSION_ERRORS.notAdmitted });
    expect((await bea.client.post(`/api/sessions/${NOBODY}/enter`, {})).status).toBe(404);
  });

  it('asks the owner of a private session with approval, who lets the musician in', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t, { firstName: 'Bea', lastName: 'Ruiz' });
    const created = await create(ana, { privacy: 3 });
    const path = `/api/sessions/${created.session.id}`;

    const asked = await bea.client.post(`${path}/join`, {});
    expect(asked.status).toBe(202);
    const request = asked.body as Extract<JoinSessionResponse, { status: 'requested' }>;
    expect(request).toEqual({ status: 'requested', join_request_id: expect.any(String) });
    // Asking again is the same request, not a second notification.
    expect((await bea.client.post(`${path}/join`, {})).body).toEqual(request);
    const owner = await notificationsOf(ana);
    expect(owner.notifications.map((n) => n.formatted_msg)).toEqual([
      'Bea Ruiz asked to join your session.',
    ]);

    expect((await bea.client.get(`${path}/join_requests`)).status).toBe(403);
    const pending = await ana.client.get(`${path}/join_requests`);
    expect(pending.body).toEqual({
      join_requests: [
        {
          id: request.join_request_id,
          created_at: expect.any(String),
          user: expect.objectContaining({ id: bea.id, name: 'Bea Ruiz' }),
        },
      ],
    });

    const unclear = await ana.client.post(`${path}/join_requests/${request.join_request_id}`, {
      status: 'maybe',
    });
    expect(unclear.body).toEqual({ errors: { status: ['Answer approved or declined'] } });
    const byOther = await bea.client.post(`${path}/join_requests/${request.join_request_id}`, {
      status: 'approved',
    });
    expect(byOther.status).toBe(403);
    const approved = await ana.client.post(`${path}/join_requests/${request.join_request_id}`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    expect(
      (
        await ana.client.post(`${path}/join_requests/${request.join_request_id}`, {
          status: 'declined',
        })
      ).status,
    ).toBe(409);
    expect((await notificationsOf(bea)).notifications.map((n) => n.formatted_msg)).toEqual([
      'Ana Lima let you into their session.',
    ]);
    const joined = await bea.client.post(`${path}/join`, {});
    expect(joined.status).toBe(200);
    expect((joined.body as JoinSessionResponse).status).toBe('joined');
  });

  it('lets the invited into a private session and refuses everybody else', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    await befriend(ana, bea);
    const created = await create(ana, { privacy: 2, invitations: [bea.id] });
    const path = `/api/sessions/${created.session.id}/join`;
    expect((await bea.client.post(path, {})).status).toBe(200);
    const refused = await cai.client.post(path, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: SESSION_ERRORS.invitationOnly });
  });

  it('moves a musician out of their previous session, writing its history', async () => {
    const ana = await addMusician(t, guitarist);
    const bea = await addMusician(t);
    const first = await create(ana, { privacy: 1, description: 'first' });
    await bea.client.post(`/api/sessions/${first.session.id}/join`, {});
    await bea.client.post(`/api/sessions/${first.session.id}/enter`, {});
    t.clock.advance(30 * 60_000);
    const second = await create(ana, { privacy: 1, description: 'second' });
    const lists = await sessionsOf(bea);
    const byId = new Map(lists.map((s) => [s.id, s]));
    expect(
      byId.get(first.session.id)?.active_music_session?.participants.map((p) => p.user.id),
    ).toEqual([bea.id]);
    expect(byId.get(second.session.id)?.active_music_session?.participants).toHaveLength(1);

    const history = await ana.client.get('/api/sessions/history');
    expect(history.status).toBe(200);
    const page = history.body as SessionHistoryPage;
    expect(page.history).toEqual([
      expect.objectContaining({
        session_id: first.session.id,
        user_id: ana.id,
        instruments: 'Electric Guitar',
        description: 'first',
      }),
    ]);
    expect(page.next).toBeNull();
  });

  it('answers 404 for unknown sessions and 409 for ended ones', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    expect((await bea.client.post(`/api/sessions/${NOBODY}/join`, {})).status).toBe(404);
    expect((await bea.client.post('/api/sessions/not-an-id/join', {})).status).toBe(404);
    const created = await create(ana, { privacy: 1 });
    await ana.client.post(`/api/sessions/${created.session.id}/leave`, {});
    const ended = await bea.client.post(`/api/sessions/${created.session.id}/join`, {});
    expect(ended.status).toBe(409);
    expect(ended.body).toEqual({ error: SESSION_ERRORS.ended });
    const notIn = await bea.client.post(`/api/sessions/${created.session.id}/leave`, {});
    expect(notIn.status).toBe(409);
  });
});

describe(`GET /api/sessions/history (${testDatabase})`, () => {
  it('pages every participant of the sessions you were in, newest session first', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cai = await addMusician(t);
    const sessions: string[] = [];
    for (const description of ['one', 'two', 'three']) {
      const created = await create(ana, { privacy: 1, description });
      await bea.client.post(`/api/sessions/${created.session.id}/join`, {});
      await bea.client.post(`/api/sessions/${created.session.id}/enter`, {});
      t.clock.advance(60_000);
      await ana.client.post(`/api/sessions/${created.session.id}/leave`, {});
      await bea.client.post(`/api/sessions/${created.session.id}/leave`, {});
      sessions.push(created.session.id);
    }
    const first = (await ana.client.get('/api/sessions/history?limit=4'))
      .body as SessionHistoryPage;
    expect(first.history.map((row) => row.description)).toEqual(['three', 'three', 'two', 'two']);
    expect(first.next).toBe(4);
    const second = (await ana.client.get('/api/sessions/history?offset=4&limit=4'))
      .body as SessionHistoryPage;
    expect(second.history.map((row) => row.description)).toEqual(['one', 'one']);
    expect(second.next).toBeNull();
    // Cai was in none of them.
    expect(
      ((await cai.client.get('/api/sessions/history')).body as SessionHistoryPage).history,
    ).toEqual([]);
    expect((await ana.client.get('/api/sessions/history?limit=51')).status).toBe(400);
  });
});

describe(`GET /api/artifacts/{product} (${testDatabase})`, () => {
  it('answers the newest release per platform, to anybody', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const release = (platform: string, version: string, day: number) => ({
      product: 'clients' as const,
      platform,
      version,
      url: `https://downloads.backline.test/${platform}/${version}`,
      sizeBytes: 1000 + day,
      sha256: 'a'.repeat(64),
      releasedAt: at(day),
    });
    await t.platform.db
      .insert(clientArtifacts)
      .values([
        release('windows', '1.0.0', 1),
        release('windows', '1.1.0', 9),
        release('macos', '1.1.0', 9),
      ]);
    const response = await t.client().get('/api/artifacts/clients');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      artifacts: [
        expect.objectContaining({ platform: 'macos', version: '1.1.0' }),
        expect.objectContaining({ platform: 'windows', version: '1.1.0', size_bytes: 1009 }),
      ],
    });
    expect((await t.client().get('/api/artifacts/OBSPlugin')).body).toEqual({ artifacts: [] });
    expect((await t.client().get('/api/artifacts/other')).status).toBe(404);
  });
});
