import type { LiveEventPayloads, LiveEventType } from '@backline/domain';
import type { Db } from '../db/client';
import { LOBBY_STREAM_KEY, latestLobbyChatId, lobbyChatAfter } from '../services/lobby';
import { latestMixdownUpdateId, mixdownUpdatesAfter } from '../services/mixdowns';
import { latestNotificationId, notificationsAfter } from '../services/notifications';
import { latestTextMessageId, textMessagesAfter } from '../services/textMessages';
import { liveChannel } from './publish';

/**
 * One kind of row a person's GET /events stream carries (decision 008). Rows have increasing
 * ids; the stream remembers the last id it sent of each kind (the SSE id is that cursor), so a
 * reconnect replays exactly what came after.
 *
 * To add one (the lobby's chat messages, a player's mixdown updates): add its payload to the
 * domain's LiveEventPayloads, write a LiveStream here and list it in LIVE_STREAMS, and publish
 * `{type, userId, id}` with publishLive after each write. A stream shared by many people (the
 * lobby) returns the same bus channel for all of them from `channels`.
 */
export interface LiveStream<T extends LiveEventType = LiveEventType> {
  type: T;
  /**
   * Carried only when the client asks for it with `?streams=` (the lobby's chat goes to the
   * lobby page, not to every open tab of every signed-in person).
   */
  optIn?: boolean;
  /**
   * Every person gets the same rows (`userId` is ignored): one query per instance serves every
   * connection (live/sharedFeed.ts).
   */
  shared?: boolean;
  /** The bus channels that announce new rows for this person. */
  channels(userId: string): string[];
  /** Where a stream without a cursor starts: the newest id now (nothing old is replayed). */
  latest(db: Db, userId: string): Promise<number>;
  /** Rows after `afterId`, oldest first, at most `limit`, each with its id. */
  after(
    db: Db,
    userId: string,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; payload: LiveEventPayloads[T] }[]>;
}

const notificationStream: LiveStream<'notification'> = {
  type: 'notification',
  channels: (userId) => [liveChannel('notification', userId)],
  latest: latestNotificationId,
  after: async (db, userId, afterId, limit) =>
    (await notificationsAfter(db, userId, afterId, limit)).map((payload) => ({
      id: Number(payload.id),
      payload,
    })),
};

const textMessageStream: LiveStream<'text_message'> = {
  type: 'text_message',
  channels: (userId) => [liveChannel('text_message', userId)],
  latest: latestTextMessageId,
  after: async (db, userId, afterId, limit) =>
    (await textMessagesAfter(db, userId, afterId, limit)).map((payload) => ({
      id: Number(payload.id),
      payload,
    })),
};

const lobbyChatStream: LiveStream<'chat_message'> = {
  type: 'chat_message',
  optIn: true,
  shared: true,
  channels: () => [liveChannel('chat_message', LOBBY_STREAM_KEY)],
  latest: (db) => latestLobbyChatId(db),
  after: async (db, _userId, afterId, limit) =>
    (await lobbyChatAfter(db, afterId, limit)).map((payload) => ({
      id: Number(payload.id),
      payload,
    })),
};

/** A person's custom mixes as their packages are built (part 2 §4; decision 017). */
const mixdownStream: LiveStream<'mixdown'> = {
  type: 'mixdown',
  channels: (userId) => [liveChannel('mixdown', userId)],
  latest: latestMixdownUpdateId,
  after: mixdownUpdatesAfter,
};

export const LIVE_STREAMS: readonly LiveStream[] = [
  notificationStream,
  textMessageStream,
  lobbyChatStream,
  mixdownStream,
] as LiveStream[];

/**
 * The streams one connection carries: every stream that is not opt-in, or, with `?streams=a,b`,
 * exactly those named (unknown names are ignored).
 */
export function selectStreams(requested: string | undefined): readonly LiveStream[] {
  if (!requested) return LIVE_STREAMS.filter((stream) => !stream.optIn);
  const names = new Set(requested.split(',').map((name) => name.trim()));
  return LIVE_STREAMS.filter((stream) => names.has(stream.type));
}

/** The last row id sent of each event type. */
export type LiveCursor = Map<string, number>;

/**
 * The SSE id: `notification:12;text_message:7`, the last row id of each type sent so far. The
 * browser returns the last one it saw as Last-Event-ID after a reconnect.
 */
export function encodeCursor(cursor: LiveCursor): string {
  return [...cursor].map(([type, id]) => `${type}:${id}`).join(';');
}

/** A Last-Event-ID read back; parts that are not ours or not ids are dropped. */
export function decodeCursor(value: string | undefined | null): LiveCursor {
  const cursor: LiveCursor = new Map();
  if (!value || value.length > 1000) return cursor;
  const known = new Set<string>(LIVE_STREAMS.map((stream) => stream.type));
  for (const part of value.split(';')) {
    const match = /^([a-z_]+):(\d{1,15})$/.exec(part.trim());
    if (match && known.has(match[1] as string)) cursor.set(match[1] as string, Number(match[2]));
  }
  return cursor;
}
