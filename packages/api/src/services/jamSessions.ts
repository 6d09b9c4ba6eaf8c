import {
  type CreatedSessionResponse,
  type JoinRequestDecision,
  type JoinSessionResponse,
  type NewSession,
  NOTIFICATION_KINDS,
  nextPageOffset,
  profilePhotoUrl,
  type Session,
  type SessionHistoryPage,
  type SessionParticipant,
  sessionAccessFor,
  sessionLaunchLink,
} from '@backline/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, isUniqueViolation, queryRows, type Tx } from '../db/client';
import {
  musicSessions,
  sessionHistory,
  sessionInvitations,
  sessionJoinRequests,
  sessionParticipants,
  sessionParticipantTracks,
} from '../db/schema';
import type { ApiDeps } from '../deps';
import { type LiveEvent, publishLive } from '../live/publish';
import { fieldRefusal, ServiceError } from './errors';
import { insertNotification } from './notifications';
import { isoOf, presentUserSummary, userSummaryJsonSql } from './people';

/*
 * Live sessions (part 1 §3, §4; decision 016): the lists, creating one, joining (or asking to),
 * the owner's answer to a request, and leaving, which writes the session history.
 */

export const SESSION_ERRORS = {
  notFound: 'There is no such session.',
  ended: 'This session has ended.',
  invitationOnly: 'This session is open to invited musicians only.',
  notFriends: 'You can invite your friends only.',
  notOwner: 'Only the musician who created the session can answer join requests.',
  unknownRequest: 'There is no such join request for this session.',
  alreadyDecided: 'This join request was already answered.',
  notIn: 'You are not in this session.',
  notAdmitted: 'You have not been let into this session.',
} as const;

/** The lists of GET /sessions, /sessions/friends, /sessions/public and /sessions/inactive. */
export type SessionScope = 'all' | 'friends' | 'public' | 'inactive';

/** A list shows the newest open sessions; more would not fit a page anyone reads. */
const LIST_LIMIT = 100;

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'bus' | 'logger'>;

const scopeSql = (scope: SessionScope, viewerId: string) => {
  switch (scope) {
    case 'friends':
      return sql`exists (select 1 from session_participants p
        join friendships f on f.friend_id = p.user_id and f.user_id = ${viewerId}
        where p.session_id = s.id and p.left_at is null)`;
    case 'public':
      return sql`s.musician_access and not s.approval_required`;
    case 'inactive':
      return sql`not exists (select 1 from session_participants p
        where p.session_id = s.id and p.left_at is null)`;
    case 'all':
      return sql`true`;
  }
};

/**
 * Open sessions the viewer may see: any that musicians may join or ask to join, and private ones
 * they own, were invited to or are in.
 */
const visibleSql = (viewerId: string) => sql`s.ended_at is null and (s.musician_access
  or s.owner_id = ${viewerId}
  or exists (select 1 from session_invitations i where i.session_id = s.id and i.receiver_id = ${viewerId})
  or exists (select 1 from session_participants p
    where p.session_id = s.id and p.user_id = ${viewerId} and p.left_at is null))`;

interface SessionRow {
  id: string;
  owner_id: string;
  description: string;
  created_at: Date | string;
  musician_access: boolean;
  approval_required: boolean;
}

interface ParticipantRow {
  id: string;
  session_id: string;
  user: Parameters<typeof presentUserSummary>[0] | string;
  is_friend: boolean;
  tracks: SessionParticipant['tracks'] | string;
}

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The sessions with these rows as Session (part 1 §3), in the rows' order. */
async function presentSessions(
  db: Db | Tx,
  viewerId: string,
  rows: readonly SessionRow[],
): Promise<Session[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const [participants, invitations] = await Promise.all([
    queryRows<ParticipantRow>(
      db,
      sql`select p.id, p.session_id, ${userSummaryJsonSql('u')} as user,
          exists (select 1 from friendships f where f.user_id = ${viewerId} and f.friend_id = u.id) as is_friend,
          coalesce((select json_agg(json_build_object('id', t.id, 'instrument_id', t.instrument_id,
              'instrument', i.description) order by i.position)
            from session_participant_tracks t join instruments i on i.id = t.instrument_id
            where t.participant_id = p.id), '[]'::json) as tracks
        from session_participants p join users u on u.id = p.user_id
        where p.session_id in (${ids}) and p.left_at is null
        order by p.joined_at, p.id`,
    ),
    // Who else is invited is the owner's business; others see only their own invitation.
    queryRows<{ session_id: string; receiver_id: string }>(
      db,
      sql`select i.session_id, i.receiver_id from session_invitations i
        join music_sessions s on s.id = i.session_id
        where i.session_id in (${ids}) and (s.owner_id = ${viewerId} or i.receiver_id = ${viewerId})
        order by i.created_at, i.receiver_id`,
    ),
  ]);
  return rows.map((row) => {
    const live = participants
      .filter((p) => p.session_id === row.id)
      .map((p) => ({
        id: p.id,
        user: { ...presentUserSummary(parsed(p.user)), is_friend: p.is_friend },
        tracks: parsed(p.tracks),
      }));
    return {
      id: row.id,
      description: row.description,
      created_at: isoOf(row.created_at),
      musician_access: row.musician_access,
      approval_required: row.approval_required,
      invitations: invitations
        .filter((i) => i.session_id === row.id)
        .map((i) => ({ receiver_id: i.receiver_id })),
      active_music_session: live.length > 0 ? { participants: live } : null,
    };
  });
}

const sessionColumns = sql`s.id, s.owner_id, s.description, s.created_at, s.musician_access,
  s.approval_required`;

export async function listSessions(
  db: Db,
  viewerId: string,
  scope: SessionScope,
): Promise<Session[]> {
  const rows = await queryRows<SessionRow>(
    db,
    sql`select ${sessionColumns} from music_sessions s
      where ${visibleSql(viewerId)} and ${scopeSql(scope, viewerId)}
      order by s.created_at desc, s.id limit ${LIST_LIMIT}`,
  );
  return presentSessions(db, viewerId, rows);
}

async function loadSession(db: Db | Tx, viewerId: string, id: string): Promise<Session> {
  const rows = await queryRows<SessionRow>(
    db,
    sql`select ${sessionColumns} from music_sessions s where s.id = ${id}`,
  );
  const [session] = await presentSessions(db, viewerId, rows);
  if (!session) throw new ServiceError('notFound', { error: SESSION_ERRORS.notFound });
  return session;
}

/**
 * Puts a person in a session with their first instrument as their track, taking them out of any
 * other session first (a person is in one session at a time).
 */
async function enterSession(tx: Tx, clock: Clock, userId: string, sessionId: string) {
  const [already] = await tx
    .select({ sessionId: sessionParticipants.sessionId })
    .from(sessionParticipants)
    .where(and(eq(sessionParticipants.userId, userId), isNull(sessionParticipants.leftAt)));
  if (already?.sessionId === sessionId) return;
  if (already) await exitSession(tx, clock, userId, already.sessionId);
  const [participant] = await tx
    .insert(sessionParticipants)
    .values({ sessionId, userId, joinedAt: clock.now() })
    .returning({ id: sessionParticipants.id });
  if (!participant) throw new Error('insert into session_participants returned no row');
  await tx.execute(sql`insert into ${sessionParticipantTracks} (participant_id, instrument_id)
    select ${participant.id}, ui.instrument_id from user_instruments ui
    where ui.user_id = ${userId} order by ui.priority limit 1`);
}

/**
 * Takes a person out of a session: their history row records the instruments they played and
 * for how long; the last one out ends the session.
 */
async function exitSession(tx: Tx, clock: Clock, userId: string, sessionId: string) {
  const now = clock.now();
  const [left] = await tx
    .update(sessionParticipants)
    .set({ leftAt: now })
    .where(
      and(
        eq(sessionParticipants.sessionId, sessionId),
        eq(sessionParticipants.userId, userId),
        isNull(sessionParticipants.leftAt),
      ),
    )
    .returning({ id: sessionParticipants.id, joinedAt: sessionParticipants.joinedAt });
  if (!left) return false;
  const [played] = await queryRows<{ names: string }>(
    tx,
    sql`select coalesce(string_agg(i.description, '|' order by i.position), '') as names
      from session_participant_tracks t join instruments i on i.id = t.instrument_id
      where t.participant_id = ${left.id}`,
  );
  await tx.insert(sessionHistory).values({
    sessionId,
    userId,
    instruments: played?.names ?? '',
    createdAt: left.joinedAt,
    leftAt: now,
  });
  await tx.execute(sql`update music_sessions set ended_at = ${now.toISOString()}::timestamptz
    where id = ${sessionId} and not exists (select 1 from session_participants p
      where p.session_id = ${sessionId} and p.left_at is null)`);
  return true;
}

/**
 * POST /sessions: the owner's session with them in it. Invitees must be friends; each gets a
 * SESSION_INVITATION notification.
 */
export async function createSession(
  deps: Deps,
  ownerId: string,
  body: NewSession,
  clientId?: string,
): Promise<CreatedSessionResponse> {
  const repeated = clientId ? await createdWithKey(deps.db, ownerId, clientId) : null;
  if (repeated) return createdAnswer(deps.db, ownerId, repeated);
  const invitees = body.invitations.filter((id) => id !== ownerId);
  const events: LiveEvent[] = [];
  let sessionId: string;
  try {
    sessionId = await insertSession(deps, ownerId, body, invitees, events, clientId);
  } catch (error) {
    // A creation with the same key that committed first (the insert waited for it): its session.
    const first =
      clientId && isUniqueViolation(error)
        ? await createdWithKey(deps.db, ownerId, clientId)
        : null;
    if (first) return createdAnswer(deps.db, ownerId, first);
    throw error;
  }
  await publishLive(deps, events);
  return createdAnswer(deps.db, ownerId, sessionId);
}

/** The session `ownerId` created with `clientId`, or null. */
async function createdWithKey(db: Db, ownerId: string, clientId: string): Promise<string | null> {
  const [earlier] = await db
    .select({ id: musicSessions.id })
    .from(musicSessions)
    .where(and(eq(musicSessions.ownerId, ownerId), eq(musicSessions.clientId, clientId)));
  return earlier?.id ?? null;
}

async function createdAnswer(
  db: Db,
  ownerId: string,
  sessionId: string,
): Promise<CreatedSessionResponse> {
  return {
    session: await loadSession(db, ownerId, sessionId),
    launch_url: sessionLaunchLink(sessionId),
  };
}

/** The session, its invitations (with their notifications, into `events`) and its owner in it. */
function insertSession(
  deps: Deps,
  ownerId: string,
  body: NewSession,
  invitees: string[],
  events: LiveEvent[],
  clientId: string | undefined,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    if (invitees.length > 0) {
      const friends = await queryRows<{ friend_id: string }>(
        tx,
        sql`select friend_id from friendships where user_id = ${ownerId}
          and friend_id in (${sql.join(
            invitees.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      );
      if (friends.length !== invitees.length) {
        throw fieldRefusal('invitations', SESSION_ERRORS.notFriends, 'refused');
      }
    }
    const now = deps.clock.now();
    const [session] = await tx
      .insert(musicSessions)
      .values({
        ownerId,
        description: body.description,
        ...accessColumns(sessionAccessFor(body.privacy)),
        clientId: clientId ?? null,
        createdAt: now,
      })
      .returning({ id: musicSessions.id });
    if (!session) throw new Error('insert into music_sessions returned no row');
    for (const receiverId of invitees) {
      await tx
        .insert(sessionInvitations)
        .values({ sessionId: session.id, receiverId, senderId: ownerId, createdAt: now });
      const id = await insertNotification(tx, deps.clock, {
        userId: receiverId,
        description: NOTIFICATION_KINDS.sessionInvitation,
        sourceUserId: ownerId,
        sessionId: session.id,
      });
      events.push({ type: 'notification', userId: receiverId, id });
    }
    await enterSession(tx, deps.clock, ownerId, session.id);
    return session.id;
  });
}

const accessColumns = (access: ReturnType<typeof sessionAccessFor>) => ({
  musicianAccess: access.musician_access,
  approvalRequired: access.approval_required,
});

/** The session row, locked for the rest of the transaction: 404 unknown, 409 ended. */
async function openSessionForUpdate(tx: Tx, sessionId: string) {
  const [session] = await tx
    .select()
    .from(musicSessions)
    .where(eq(musicSessions.id, sessionId))
    .for('update');
  if (!session) throw new ServiceError('notFound', { error: SESSION_ERRORS.notFound });
  if (session.endedAt) throw new ServiceError('conflict', { error: SESSION_ERRORS.ended });
  return session;
}

/**
 * Whether a person may be in a session: its owner, the invited, those whose join request was
 * approved, and anyone when it is public.
 */
async function mayEnter(
  tx: Tx,
  session: { id: string; ownerId: string; musicianAccess: boolean; approvalRequired: boolean },
  userId: string,
): Promise<boolean> {
  if (session.ownerId === userId) return true;
  if (session.musicianAccess && !session.approvalRequired) return true;
  const [permission] = await queryRows<{ invited: boolean; approved: boolean }>(
    tx,
    sql`select
        exists (select 1 from session_invitations where session_id = ${session.id} and receiver_id = ${userId}) as invited,
        exists (select 1 from session_join_requests where session_id = ${session.id}
          and user_id = ${userId} and status = 'approved') as approved`,
  );
  return Boolean(permission?.invited || permission?.approved);
}

/**
 * POST /sessions/{id}/join (part 1 §4 Join session): a musician who may enter gets the link that
 * opens the session in the desktop app — they are listed among its musicians only once the app
 * reports them in (`enterSession`: a browser without the app never plays). A private
 * session with approval asks the owner instead (a SESSION_JOIN_REQUEST notification); a private
 * session by invitation refuses.
 */
export async function joinSession(
  deps: Deps,
  userId: string,
  sessionId: string,
): Promise<JoinSessionResponse> {
  const events: LiveEvent[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    const session = await openSessionForUpdate(tx, sessionId);
    if (await mayEnter(tx, session, userId)) return { joined: true as const };
    if (!session.musicianAccess)
      throw new ServiceError('forbidden', { error: SESSION_ERRORS.invitationOnly });
    const [pending] = await tx
      .select({ id: sessionJoinRequests.id })
      .from(sessionJoinRequests)
      .where(
        and(
          eq(sessionJoinRequests.sessionId, sessionId),
          eq(sessionJoinRequests.userId, userId),
          eq(sessionJoinRequests.status, 'pending'),
        ),
      );
    if (pending) return { joined: false as const, requestId: pending.id };
    const [request] = await tx
      .insert(sessionJoinRequests)
      .values({ sessionId, userId, createdAt: deps.clock.now() })
      .returning({ id: sessionJoinRequests.id });
    if (!request) throw new Error('insert into session_join_requests returned no row');
    const id = await insertNotification(tx, deps.clock, {
      userId: session.ownerId,
      description: NOTIFICATION_KINDS.sessionJoinRequest,
      sourceUserId: userId,
      sessionId,
    });
    events.push({ type: 'notification', userId: session.ownerId, id });
    return { joined: false as const, requestId: request.id };
  });
  await publishLive(deps, events);
  if (!outcome.joined) return { status: 'requested', join_request_id: outcome.requestId };
  return {
    status: 'joined',
    session: await loadSession(deps.db, userId, sessionId),
    launch_url: sessionLaunchLink(sessionId),
  };
}

/**
 * POST /sessions/{id}/enter: the desktop app, having opened the launch link, reports that the
 * person is in the session (decision 032), as it reports leaving. Only who may join may enter
 * (403 otherwise); it takes them out of any other session first.
 */
export async function enterSessionFromApp(
  deps: Deps,
  userId: string,
  sessionId: string,
): Promise<Session> {
  await deps.db.transaction(async (tx) => {
    const session = await openSessionForUpdate(tx, sessionId);
    if (!(await mayEnter(tx, session, userId))) {
      throw new ServiceError('forbidden', { error: SESSION_ERRORS.notAdmitted });
    }
    await enterSession(tx, deps.clock, userId, sessionId);
  });
  return loadSession(deps.db, userId, sessionId);
}

/** The join requests waiting for the owner of a session (their session page lists them). */
export async function pendingJoinRequests(db: Db, ownerId: string, sessionId: string) {
  const [session] = await db
    .select({ ownerId: musicSessions.ownerId })
    .from(musicSessions)
    .where(eq(musicSessions.id, sessionId));
  if (!session) throw new ServiceError('notFound', { error: SESSION_ERRORS.notFound });
  if (session.ownerId !== ownerId)
    throw new ServiceError('forbidden', { error: SESSION_ERRORS.notOwner });
  const rows = await queryRows<{
    id: string;
    created_at: Date | string;
    user: Parameters<typeof presentUserSummary>[0] | string;
  }>(
    db,
    sql`select r.id, r.created_at, ${userSummaryJsonSql('u')} as user
      from session_join_requests r join users u on u.id = r.user_id
      where r.session_id = ${sessionId} and r.status = 'pending' order by r.created_at, r.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: isoOf(row.created_at),
    user: presentUserSummary(parsed(row.user)),
  }));
}

/**
 * The owner's answer to a join request. Approved, the musician may join (their next join call
 * enters) and is told so with a SESSION_JOIN_APPROVED notification.
 */
export async function decideJoinRequest(
  deps: Deps,
  ownerId: string,
  sessionId: string,
  requestId: string,
  decision: JoinRequestDecision,
): Promise<{ id: string; status: JoinRequestDecision['status'] }> {
  const events: LiveEvent[] = [];
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: musicSessions.ownerId, request: sessionJoinRequests })
      .from(sessionJoinRequests)
      .innerJoin(musicSessions, eq(musicSessions.id, sessionJoinRequests.sessionId))
      .where(
        and(eq(sessionJoinRequests.id, requestId), eq(sessionJoinRequests.sessionId, sessionId)),
      )
      .for('update');
    if (!row) throw new ServiceError('notFound', { error: SESSION_ERRORS.unknownRequest });
    if (row.ownerId !== ownerId)
      throw new ServiceError('forbidden', { error: SESSION_ERRORS.notOwner });
    if (row.request.status !== 'pending') {
      throw new ServiceError('conflict', { error: SESSION_ERRORS.alreadyDecided });
    }
    await tx
      .update(sessionJoinRequests)
      .set({ status: decision.status, decidedAt: deps.clock.now() })
      .where(eq(sessionJoinRequests.id, requestId));
    if (decision.status === 'approved') {
      const id = await insertNotification(tx, deps.clock, {
        userId: row.request.userId,
        description: NOTIFICATION_KINDS.sessionJoinApproved,
        sourceUserId: ownerId,
        sessionId,
      });
      events.push({ type: 'notification', userId: row.request.userId, id });
    }
  });
  await publishLive(deps, events);
  return { id: requestId, status: decision.status };
}

/** POST /sessions/{id}/leave: the desktop app reports that the person left (decision 016). */
export async function leaveSession(deps: Deps, userId: string, sessionId: string): Promise<void> {
  const left = await deps.db.transaction((tx) => exitSession(tx, deps.clock, userId, sessionId));
  if (!left) throw new ServiceError('conflict', { error: SESSION_ERRORS.notIn });
}

/**
 * GET /sessions/history: every participant row of the sessions the person took part in, newest
 * session first and each session's rows together (the screen groups them), paged by rows.
 */
export async function listSessionHistory(
  db: Db,
  userId: string,
  offset: number,
  limit: number,
): Promise<SessionHistoryPage> {
  const rows = await queryRows<{
    id: string;
    session_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    photo_url: string | null;
    v2_photo_uploaded: boolean;
    v2_photo_url: string | null;
    instruments: string;
    created_at: Date | string;
    description: string;
  }>(
    db,
    sql`with mine as (select distinct session_id from session_history where user_id = ${userId})
      select h.id::text as id, h.session_id, h.user_id, u.first_name, u.last_name, u.photo_url,
        u.v2_photo_uploaded, u.v2_photo_url, h.instruments, h.created_at, s.description
      from session_history h
        join mine m on m.session_id = h.session_id
        join music_sessions s on s.id = h.session_id
        join users u on u.id = h.user_id
      order by s.created_at desc, h.session_id, h.created_at, h.id
      limit ${limit} offset ${offset}`,
  );
  return {
    history: rows.map((row) => ({
      session_history_id: row.id,
      session_id: row.session_id,
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo_url: profilePhotoUrl(row),
      instruments: row.instruments,
      created_at: isoOf(row.created_at),
      description: row.description,
    })),
    next: nextPageOffset(offset, rows.length, limit),
  };
}
