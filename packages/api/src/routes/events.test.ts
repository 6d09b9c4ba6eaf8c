import type { LiveNotification, TextMessage } from '@backline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveChannel } from '../live/publish';
import { decodeCursor, encodeCursor } from '../live/streams';
import type { Platform } from '../platform';
import { hashSecret } from '../security/secrets';
import { authSessionIsLive } from '../services/authSessions';
import { sendTextMessage as send } from '../test/conversation';
import { listen, openEvents, type SseMessage } from '../test/events';
import { addMusician, sameBrowserOn } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('events');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

const payload = <T>(message: SseMessage) => JSON.parse(message.data) as T;

describe(`GET /api/events (${testDatabase})`, () => {
  it('delivers a new message to both people and the notification to its target', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t);
    const beaStream = await listen(bea.client);
    const anaStream = await listen(ana.client);
    const sent = await send(ana, bea, 'hola');

    const first = await beaStream.next();
    const second = await beaStream.next();
    const byType = new Map([first, second].map((message) => [message.event, message]));
    const notification = payload<LiveNotification>(byType.get('notification') as SseMessage);
    expect(notification).toMatchObject({
      description: 'TEXT_MESSAGE',
      formatted_msg: 'Ana Lima sent you a message.',
      message: 'hola',
      text_message_id: sent.id,
      session_id: null,
      read_at: null,
    });
    expect(payload<TextMessage>(byType.get('text_message') as SseMessage)).toEqual(sent);
    // The SSE id is the cursor of row ids per type.
    const last = decodeCursor(second.id);
    expect(last.get('text_message')).toBe(Number(sent.id));
    expect(last.get('notification')).toBe(Number(notification.id));

    const own = await anaStream.next();
    expect(own.event).toBe('text_message');
    expect(payload<TextMessage>(own)).toEqual(sent);
    await Promise.all([beaStream.close(), anaStream.close()]);
  });

  it('delivers friend request notifications live', async () => {
    const ana = await addMusician(t, { firstName: 'Ana', lastName: 'Lima' });
    const bea = await addMusician(t);
    const stream = await listen(bea.client);
    const asked = await ana.client.post(`/api/users/${ana.id}/friend_requests`, {
      friend_id: bea.id,
    });
    const message = await stream.next();
    expect(message.event).toBe('notification');
    expect(payload<LiveNotification>(message)).toMatchObject({
      description: 'FRIEND_REQUEST',
      friend_request_id: (asked.body as { friend_request_id: string }).friend_request_id,
      source_user: { id: ana.id, name: 'Ana Lima', photo_url: null },
    });
    await stream.close();
  });

  it('starts after what exists, and replays what a dropped connection missed once', async () => {
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'before the stream');
    const stream = await listen(bea.client);
    await send(ana, bea, 'one');
    const seen = [await stream.next(), await stream.next()];
    expect(seen.map((m) => payload<{ message: string }>(m).message)).toEqual(['one', 'one']);
    const lastEventId = seen[1]?.id as string;
    await stream.close();

    await send(ana, bea, 'two');
    await send(ana, bea, 'three');
    const again = await listen(bea.client, lastEventId);
    const replayed: SseMessage[] = [];
    for (let i = 0; i < 4; i += 1) replayed.push(await again.next());
    expect(
      replayed.map((m) => `${m.event} ${payload<{ message: string }>(m).message}`).sort(),
    ).toEqual(['notification three', 'notification two', 'text_message three', 'text_message two']);
    // Repeated and stale announcements read nothing new: the next event is the next row.
    await t.platform.bus.publish({ channel: liveChannel('notification', bea.id), id: 1 });
    await t.platform.bus.publish({ channel: liveChannel('text_message', bea.id), id: 1 });
    await send(ana, bea, 'four');
    const following = [await again.next(), await again.next()];
    expect(following.map((m) => payload<{ message: string }>(m).message)).toEqual(['four', 'four']);
    await again.close();
  });

  it('ignores a Last-Event-ID that is not ours', async () => {
    expect(decodeCursor('notification:5;bogus:7;text_message:x')).toEqual(
      new Map([['notification', 5]]),
    );
    expect(decodeCursor(undefined).size).toBe(0);
    expect(
      encodeCursor(
        new Map([
          ['notification', 5],
          ['text_message', 9],
        ]),
      ),
    ).toBe('notification:5;text_message:9');
    const ana = await addMusician(t);
    const bea = await addMusician(t);
    await send(ana, bea, 'old');
    const stream = await listen(bea.client, 'garbage');
    await send(ana, bea, 'new');
    expect(payload<{ message: string }>(await stream.next()).message).toBe('new');
    await stream.close();
  });

  it('needs a signed-in user', async () => {
    const stream = await openEvents(t.client());
    expect(stream.response.status).toBe(401);
  });

  it('sees a session end (its heartbeat closes the stream of a signed-out browser)', async () => {
    const ana = await addMusician(t);
    const idHash = hashSecret(ana.client.cookies.get('backline_session') as string);
    expect(await authSessionIsLive(t.platform, idHash)).toBe(true);
    expect((await ana.client.delete('/api/auths/logout')).status).toBe(204);
    expect(await authSessionIsLive(t.platform, idHash)).toBe(false);
  });
});

describe(`GET /api/events across instances (${testDatabase})`, () => {
  let other: Platform;

  beforeAll(async () => {
    other = await t.variant({ ROLE: 'web' });
  });

  afterAll(async () => {
    await other?.close();
  });

  it('delivers what another instance wrote, through the bus', async () => {
    const ana = await addMusician(t, { firstName: 'Ana' });
    const bea = await addMusician(t);
    // Bea's browser holds its stream on this instance; Ana's request lands on the other one.
    const stream = await listen(bea.client);
    const anaElsewhere = sameBrowserOn(other, ana);
    const sent = await send(ana, bea, 'from the other instance', anaElsewhere);
    const received = [await stream.next(), await stream.next()];
    expect(received.map((m) => m.event).sort()).toEqual(['notification', 'text_message']);
    const message = received.find((m) => m.event === 'text_message') as SseMessage;
    expect(payload<TextMessage>(message)).toEqual(sent);
    await stream.close();
  });
});
