import type { NotificationsPage, TextMessage, TextMessagesPage } from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_MESSAGE_ERRORS, TEXT_MESSAGE_RATE_RULES } from '../services/textMessages';
import { sendTextMessage as send } from '../test/conversation';
import { addMusician, type Musician } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('messages');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

const thread = async (me: Musician, other: Musician, query = '') => {
  const response = await me.client.get(`/api/text_messages?target_user_id=${other.id}${query}`);
  expect(response.status).toBe(200);
  return response.body as TextMessagesPage;
};

const notificationsOf = async (musician: Musician, query = '') =>
  (await musician.client.get(`/api/users/${musician.id}/my_notifications${query}`))
    .body as NotificationsPage;

describe(`text messages (${testDatabase})`, () => {
  it('sends a message (201) and notifies the target with a TEXT_MESSAGE notification', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t, { firstName: 'Bea', lastName: 'Sol' });
    const sent = await send(ana, bea, '  ¿Tocamos el jueves?  ');
    expect(sent).toEqual({
      id: expect.stringMatching(/^\d+$/),
      message: '¿Tocamos el jueves?',
      source_user_id: ana.id,
      target_user_id: bea.id,
      source_user: { id: ana.id, name: 'Ana Lima', photo_url: null },
      target_user: { id: bea.id, name: 'Bea Sol', photo_url: null },
      created_at: t.clock.now().toISOString(),
    } satisfies TextMessage);
    const page = await notificationsOf(bea);
    expect(page.unread_total).toBe(1);
    expect(page.notifications[0]).toMatchObject({
      description: 'TEXT_MESSAGE',
      formatted_msg: 'Ana Lima sent you a message.',
      message: '¿Tocamos el jueves?',
      source_user_id: ana.id,
      text_message_id: sent.id,
    });
    expect((await notificationsOf(ana)).notifications).toEqual([]);
  });

  it('reads a thread from either side, newest first, 10 at a time', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const cyd = await addMusician(t);
    for (let i = 1; i <= 12; i += 1) {
      await send(i % 2 ? ana : bea, i % 2 ? bea : ana, `m${i}`);
      t.clock.advance(1000);
    }
    await send(ana, cyd, 'other thread');
    const first = await thread(bea, ana);
    expect(first.text_messages.map((m) => m.message)).toEqual([
      'm12',
      'm11',
      'm10',
      'm9',
      'm8',
      'm7',
      'm6',
      'm5',
      'm4',
      'm3',
    ]);
    expect(first.next).toBe(10);
    const older = await thread(ana, bea, '&offset=10&limit=10');
    expect(older.text_messages.map((m) => m.message)).toEqual(['m2', 'm1']);
    expect(older.next).toBeNull();
    expect((await thread(cyd, bea)).text_messages).toEqual([]);
  });

  it('sends only as yourself (403), to somebody else (422) who exists (404)', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    const asBea = await ana.client.post('/api/text_messages', {
      message: 'hi',
      target_user_id: ana.id,
      source_user_id: bea.id,
    });
    expect(asBea.status).toBe(403);
    expect(asBea.body).toEqual({ error: TEXT_MESSAGE_ERRORS.notYours });
    const toSelf = await ana.client.post('/api/text_messages', {
      message: 'hi',
      target_user_id: ana.id,
      source_user_id: ana.id,
    });
    expect(toSelf.status).toBe(422);
    const toNobody = await ana.client.post('/api/text_messages', {
      message: 'hi',
      target_user_id: NOBODY,
      source_user_id: ana.id,
    });
    expect(toNobody.status).toBe(404);
    expect(toNobody.body).toEqual({
      errors: { target_user_id: [TEXT_MESSAGE_ERRORS.unknownTarget] },
    });
    expect((await notificationsOf(ana)).notifications).toEqual([]);
  });

  it('answers 400 with field errors for bad bodies and queries', async () => {
    const ana = await addMusician(t);
    const empty = await ana.client.post('/api/text_messages', {
      message: '   ',
      target_user_id: 'x',
    });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual([
      'message',
      'source_user_id',
    ]);
    const tooLong = await ana.client.post('/api/text_messages', {
      message: 'x'.repeat(2001),
      target_user_id: NOBODY,
      source_user_id: ana.id,
    });
    expect(tooLong.status).toBe(400);
    const badTarget = await ana.client.post('/api/text_messages', {
      message: 'hi',
      target_user_id: 'x',
      source_user_id: ana.id,
    });
    expect(badTarget.status).toBe(400);
    const noTarget = await ana.client.get('/api/text_messages?offset=0&limit=10');
    expect(noTarget.status).toBe(400);
    expect(Object.keys((noTarget.body as { errors: object }).errors)).toEqual(['target_user_id']);
    const bigPage = await ana.client.get(`/api/text_messages?target_user_id=${NOBODY}&limit=11`);
    expect(bigPage.status).toBe(400);
    expect(Object.keys((bigPage.body as { errors: object }).errors)).toEqual(['limit']);
  });

  it('limits how fast an unconfirmed account sends (429, a clear message, Retry-After), then lets it send again', async () => {
    const newcomer = await addMusician(t, { emailConfirmedAt: null });
    const stranger = await addMusician(t);
    const { limit, windowMs } = TEXT_MESSAGE_RATE_RULES.unconfirmedPerMinute;
    // At the start of a window, so the whole burst falls in one.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / windowMs) * windowMs));
    for (let i = 1; i <= limit; i += 1) await send(newcomer, stranger, `spam ${i}`);
    const refused = await newcomer.client.post('/api/text_messages', {
      message: 'one more',
      target_user_id: stranger.id,
      source_user_id: newcomer.id,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect(refused.body).toEqual({ errors: { message: [TEXT_MESSAGE_ERRORS.tooFast] } });
    // Nothing of the refused one was stored or notified.
    expect((await notificationsOf(stranger)).unread_total).toBe(limit);
    t.clock.advance(windowMs);
    await send(newcomer, stranger, 'a minute later');
  });

  it('limits a confirmed account too, more loosely, per sender whoever the targets are', async () => {
    const sender = await addMusician(t, { emailConfirmedAt: t.clock.now() });
    const targets = [await addMusician(t), await addMusician(t)];
    const { limit, windowMs } = TEXT_MESSAGE_RATE_RULES.perMinute;
    expect(limit).toBeGreaterThan(TEXT_MESSAGE_RATE_RULES.unconfirmedPerMinute.limit);
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / windowMs) * windowMs));
    for (let i = 1; i <= limit; i += 1) await send(sender, targets[i % 2] as Musician, `m${i}`);
    const refused = await sender.client.post('/api/text_messages', {
      message: 'too many',
      target_user_id: targets[0]?.id,
      source_user_id: sender.id,
    });
    expect(refused.status).toBe(429);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get(`/api/text_messages?target_user_id=${NOBODY}`)).status).toBe(401);
    expect(
      (
        await t.client().post('/api/text_messages', {
          message: 'hi',
          target_user_id: NOBODY,
          source_user_id: NOBODY,
        })
      ).status,
    ).toBe(401);
  });
});

describe(`notifications (${testDatabase})`, () => {
  it('pages by 20, newest first, with next and the unread total of all pages', async () => {
    // A confirmed account: 23 messages at once are within its rate.
    const ana = await addMusician(t, { emailConfirmedAt: t.clock.now() });
    const bea = await addMusician(t);
    for (let i = 1; i <= 23; i += 1) await send(ana, bea, `m${i}`);
    const first = await notificationsOf(bea);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?.message).toBe('m23');
    expect(first.next).toBe(20);
    expect(first.unread_total).toBe(23);
    const second = await notificationsOf(bea, '?offset=20&limit=20');
    expect(second.notifications.map((n) => n.message)).toEqual(['m3', 'm2', 'm1']);
    expect(second.next).toBeNull();
    const bad = await bea.client.get(`/api/users/${bea.id}/my_notifications?limit=21&offset=x`);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'limit',
      'offset',
    ]);
  });

  it('marks every notification read (204) when the dropdown opens', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'one');
    await send(ana, bea, 'two');
    t.clock.advance(5000);
    const read = await bea.client.post(`/api/users/${bea.id}/my_notifications/read`);
    expect(read.status).toBe(204);
    const page = await notificationsOf(bea);
    expect(page.unread_total).toBe(0);
    expect(page.notifications.map((n) => n.read_at)).toEqual([
      t.clock.now().toISOString(),
      t.clock.now().toISOString(),
    ]);
  });

  it('marks read only the messages of one conversation when the thread with that person is read', async () => {
    const ana = await addMusician(t);
    const cyd = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'from ana');
    await send(cyd, bea, 'from cyd');
    const read = await bea.client.post(`/api/users/${bea.id}/my_notifications/read`, {
      source_user_id: ana.id,
    });
    expect(read.status).toBe(204);
    const page = await notificationsOf(bea);
    expect(page.unread_total).toBe(1);
    expect(page.notifications.filter((n) => n.read_at === null).map((n) => n.message)).toEqual([
      'from cyd',
    ]);
    const bad = await bea.client.post(`/api/users/${bea.id}/my_notifications/read`, {
      source_user_id: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['source_user_id']);
  });

  it('deletes one notification (204), then 404; the unread total follows', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'one');
    await send(ana, bea, 'two');
    const [newest] = (await notificationsOf(bea)).notifications;
    const path = `/api/users/${bea.id}/notifications/${newest?.id}`;
    expect((await bea.client.delete(path)).status).toBe(204);
    const page = await notificationsOf(bea);
    expect(page.notifications.map((n) => n.message)).toEqual(['one']);
    expect(page.unread_total).toBe(1);
    expect((await bea.client.delete(path)).status).toBe(404);
    expect((await bea.client.delete(`/api/users/${bea.id}/notifications/abc`)).status).toBe(404);
  });

  it("refuses another user's id on every notification route", async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'private');
    const [theirs] = (await notificationsOf(bea)).notifications;
    const list = await ana.client.get(`/api/users/${bea.id}/my_notifications`);
    expect(list.status).toBe(403);
    const read = await ana.client.post(`/api/users/${bea.id}/my_notifications/read`);
    expect(read.status).toBe(403);
    const removeTheirs = await ana.client.delete(
      `/api/users/${bea.id}/notifications/${theirs?.id}`,
    );
    expect(removeTheirs.status).toBe(403);
    // Their id under my path is simply not mine.
    const underMine = await ana.client.delete(`/api/users/${ana.id}/notifications/${theirs?.id}`);
    expect(underMine.status).toBe(404);
    const page = await notificationsOf(bea);
    expect(page.notifications).toHaveLength(1);
    expect(page.unread_total).toBe(1);
  });
});
