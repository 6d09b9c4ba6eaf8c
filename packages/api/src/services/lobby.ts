import {
  type AppInteraction,
  INTERACTION_PING_MS,
  LOBBY_CHANNEL,
  LOBBY_CHAT_TYPE,
  type LobbyChatMessage,
  type LobbyChatMessageBody,
  type LobbyChatPage,
  type Person,
} from '@backline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, queryRows } from '../db/client';
import { chatMessages, users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { publishLive } from '../live/publish';
import { lockLiveStreams } from '../live/streamOrder';
import {
  loadPeople,
  onlineSql,
  presentUserSummary,
  userSummaryJsonSql,
  type Viewer,
} from './people';

/*
 * The sessions lobby (part 1 §2, §4, §7): who is online, their presence pings, and the chat that
 * everyone in the lobby reads live.
 */

/**
 * A presence lapses when two pings in a row are missed (a ping every 60 s while the page is
 * visible), with some slack for a slow network: an online flag that expires when pings stop.
 */
export const PRESENCE_TTL_MS = 2 * INTERACTION_PING_MS + 30_000;

/** The lobby shows at most this many musicians, the most recently active first. */
const LOBBY_LIMIT = 100;

/** The bus "person" of the lobby chat: every lobby stream listens on `chat_message:lobby`. */
export const LOBBY_STREAM_KEY = LOBBY_CHANNEL;

/**
 * POST /users/{id}/app_interactions: entering the lobby (or its 60 s ping) makes the person
 * online until PRESENCE_TTL_MS from now; leaving ends it at once.
 */
export async function recordAppInteraction(
  db: Db,
  clock: Clock,
  userId: string,
  interaction: AppInteraction,
): Promise<{ online: boolean; presence_expires_at: string }> {
  const now = clock.now();
  const entering = interaction.act === 'page:enter';
  const expiresAt = entering ? new Date(now.getTime() + PRESENCE_TTL_MS) : now;
  await db
    .update(users)
    .set({ online: entering, presenceExpiresAt: expiresAt, lastActiveAt: now })
    .where(eq(users.id, userId));
  return { online: entering, presence_expires_at: expiresAt.toISOString() };
}

/** GET /users/lobby: the musicians online now, other than the viewer, as Person. */
export async function lobbyMusicians(db: Db, clock: Clock, viewer: Viewer): Promise<Person[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u where ${onlineSql(clock.now())} and u.id <> ${viewer.id}
      order by u.last_active_at desc nulls last, u.id limit ${LOBBY_LIMIT}`,
  );
  return loadPeople(
    db,
    clock,
    viewer,
    rows.map((row) => row.id),
  );
}

interface ChatRow {
  id: string;
  message: string;
  user_id: string;
  client_id: string | null;
  created_at: Date | string;
  user: Parameters<typeof presentUserSummary>[0] | string;
}

function presentChat(row: ChatRow): LobbyChatMessage {
  const user = typeof row.user === 'string' ? JSON.parse(row.user) : row.user;
  return {
    id: row.id,
    message: row.message,
    type: LOBBY_CHAT_TYPE,
    channel: LOBBY_CHANNEL,
    user_id: row.user_id,
    created_at: new Date(row.created_at).toISOString(),
    user: presentUserSummary(user),
    client_id: row.client_id,
  };
}

const selectChat = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit: number) =>
  sql`select c.id::text as id, c.message, c.user_id, c.client_id, c.created_at,
      ${userSummaryJsonSql('u')} as user
    from chat_messages c join users u on u.id = c.user_id
    where c.channel = ${LOBBY_CHANNEL} and ${where} order by ${order} limit ${limit}`;

/**
 * GET /chat: the newest `limit` lines before `start` (0: the newest of all), oldest first;
 * `next` is the `start` of the page before, null at the beginning of the chat. Ids, not
 * offsets, so lines written meanwhile do not shift the pages.
 */
export async function listLobbyChat(db: Db, start: number, limit: number): Promise<LobbyChatPage> {
  const rows = await queryRows<ChatRow>(
    db,
    selectChat(start > 0 ? sql`c.id < ${start}` : sql`true`, sql`c.id desc`, limit + 1),
  );
  const page = rows.slice(0, limit).reverse();
  const oldest = page[0];
  return {
    chats: page.map(presentChat),
    next: rows.length > limit && oldest ? Number(oldest.id) : null,
  };
}

/** POST /chat: stores the line and announces it to every lobby stream. */
export async function postLobbyChat(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'bus' | 'logger'>,
  userId: string,
  body: LobbyChatMessageBody,
): Promise<LobbyChatMessage> {
  const row = await deps.db.transaction(async (tx) => {
    // One lobby stream for everyone: its ids commit in order (live/streamOrder.ts).
    await lockLiveStreams(tx, [{ type: 'chat_message', key: LOBBY_STREAM_KEY }]);
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        channel: body.channel,
        userId,
        message: body.message,
        clientId: body.client_id ?? null,
        createdAt: deps.clock.now(),
      })
      // A line sent again with its client_id (the answer was lost) is the one already stored.
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    if (inserted) return { id: inserted.id };
    const [earlier] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientId, body.client_id ?? '')));
    if (!earlier) throw new Error('a chat line conflicted with none');
    return { id: earlier.id };
  });
  // A line sent again is announced again: its first announcement may be what was lost with the
  // answer, and lobby streams send each line once however often they hear it.
  await publishLive(deps, [{ type: 'chat_message', userId: LOBBY_STREAM_KEY, id: row.id }]);
  const [message] = await lobbyChatAfter(deps.db, row.id - 1, 1);
  if (!message) throw new Error('the chat line just written is not there');
  return message;
}

/** Lobby lines after `afterId`, oldest first (live replay). */
export async function lobbyChatAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<LobbyChatMessage[]> {
  const rows = await queryRows<ChatRow>(db, selectChat(sql`c.id > ${afterId}`, sql`c.id`, limit));
  return rows.map(presentChat);
}

export async function latestLobbyChatId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(
    db,
    sql`select max(id)::text as id from chat_messages where channel = ${LOBBY_CHANNEL}`,
  );
  return Number(row?.id ?? 0);
}
