import { INVITEE_SEARCH_MIN_LENGTH, NATIVE_APP_DETECTION_TIMEOUT_MS } from './constants';

/** Session privacy options (part 1 §3): public=1, private_invite=2, private_approve=3. */
export const SESSION_PRIVACY = { public: 1, private_invite: 2, private_approve: 3 } as const;
export type SessionPrivacyName = keyof typeof SESSION_PRIVACY;
export type SessionPrivacy = (typeof SESSION_PRIVACY)[SessionPrivacyName];

/** The ui's text naming a privacy option (`ui.sessions.<key>`). */
export type SessionMessageKey = 'privacyPublic' | 'privacyPrivateInvite' | 'privacyPrivateApprove';

export const SESSION_PRIVACY_LABELS: Readonly<Record<SessionPrivacy, SessionMessageKey>> = {
  1: 'privacyPublic',
  2: 'privacyPrivateInvite',
  3: 'privacyPrivateApprove',
};

export interface SessionTrack {
  id: string;
  instrument_id: string;
  instrument: string;
}

export interface SessionParticipant {
  id: string;
  user: { id: string; photo_url: string | null; name: string; is_friend: boolean };
  tracks: SessionTrack[];
}

/** Session (part 1 §3). GET /sessions (and /friends, /public, /inactive) answer `{sessions}`. */
export interface Session {
  id: string;
  description: string;
  created_at: string;
  /** Whether musicians other than the invited may join (directly or by approval). */
  musician_access: boolean;
  approval_required: boolean;
  invitations: { receiver_id: string }[];
  active_music_session: { participants: SessionParticipant[] } | null;
}

export interface SessionsResponse {
  sessions: Session[];
}

/** How a privacy option is stored: who may join, and whether joining needs approval. */
export function sessionAccessFor(privacy: SessionPrivacy): {
  musician_access: boolean;
  approval_required: boolean;
} {
  return {
    musician_access: privacy !== SESSION_PRIVACY.private_invite,
    approval_required: privacy === SESSION_PRIVACY.private_approve,
  };
}

export function sessionPrivacyOf(
  session: Pick<Session, 'musician_access' | 'approval_required'>,
): SessionPrivacy {
  if (session.approval_required) return SESSION_PRIVACY.private_approve;
  return session.musician_access ? SESSION_PRIVACY.public : SESSION_PRIVACY.private_invite;
}

export function isInvited(session: Pick<Session, 'invitations'>, userId: string): boolean {
  return session.invitations.some((invitation) => invitation.receiver_id === userId);
}

export type JoinSessionAction =
  /** Send a join request and show the info toast (web's sessions.joinRequestSent). */
  | 'requestToJoin'
  /** Try the native desktop app. */
  | 'launchNativeApp';

/**
 * What joining does (part 1 §4 Join session): a private session with approval sends a join
 * request and shows an info toast; otherwise the client tries the native app. An invited
 * musician needs no approval: the invitation is it.
 */
export function joinSessionAction(
  session: Pick<Session, 'approval_required' | 'invitations'>,
  userId: string,
): JoinSessionAction {
  return session.approval_required && !isInvited(session, userId)
    ? 'requestToJoin'
    : 'launchNativeApp';
}

/**
 * Native app detection (part 1 §4): the app counts as found when the page lost focus to it
 * within 1 s of trying; after 1 s without that, the native-app-unavailable modal shows.
 */
export function nativeAppDetection(input: {
  startedAtMs: number;
  nowMs: number;
  pageLostFocus: boolean;
}): 'found' | 'waiting' | 'notFound' {
  if (input.pageLostFocus) return 'found';
  return input.nowMs - input.startedAtMs >= NATIVE_APP_DETECTION_TIMEOUT_MS
    ? 'notFound'
    : 'waiting';
}

/** The custom protocol of the desktop app. */
export const NATIVE_APP_PROTOCOL = 'backline';

/** The custom-protocol link that opens a session in the desktop app. */
export function sessionLaunchLink(sessionId: string): string {
  return `${NATIVE_APP_PROTOCOL}://session/${encodeURIComponent(sessionId)}`;
}

/** Whether a typed invitee search is long enough to filter (part 1 §5: from 3 characters). */
export function inviteeSearchApplies(query: string): boolean {
  return query.trim().length >= INVITEE_SEARCH_MIN_LENGTH;
}

/**
 * The invitee filter of the new-session form (part 1 §5): from 3 characters, candidates whose
 * first or last name contains the text, ignoring case; under 3 characters everybody is listed.
 */
export function filterInvitees<T extends { first_name: string; last_name: string }>(
  candidates: readonly T[],
  query: string,
): T[] {
  if (!inviteeSearchApplies(query)) return [...candidates];
  const needle = query.trim().toLocaleLowerCase();
  return candidates.filter(
    (c) =>
      c.first_name.toLocaleLowerCase().includes(needle) ||
      c.last_name.toLocaleLowerCase().includes(needle),
  );
}

/** Not in the spec: a bound on the description so the API stores no essays. */
export const SESSION_DESCRIPTION_MAX_LENGTH = 1_000;

/** A new session as the form gives it, checked (newSessionSchema's output, sessionsSchemas.ts). */
export interface NewSession {
  privacy: SessionPrivacy;
  /** User ids of the invited musicians, once each. */
  invitations: string[];
  description: string;
}

/** A field of the new-session form. */
export type NewSessionField = 'privacy' | 'invitations' | 'description';
/** What is wrong with a field of the new-session form. */
export type NewSessionProblem =
  | 'privacyInvalid'
  | 'invitationInvalid'
  | 'descriptionRequired'
  | 'descriptionTooLong';

/**
 * The new-session form checked as `newSessionSchema` (sessionsSchemas.ts, the API's) checks it,
 * without zod, for the browser: the session as the schema gives it (public by default, ids
 * trimmed and once each, the description trimmed) or the first problem of each field. A domain
 * test holds both to the same answers.
 */
export function checkNewSession(input: {
  privacy?: unknown;
  invitations?: unknown;
  description?: unknown;
}):
  | { ok: true; session: NewSession }
  | { ok: false; problems: Partial<Record<NewSessionField, NewSessionProblem>> } {
  const problems: Partial<Record<NewSessionField, NewSessionProblem>> = {};
  const privacy = input.privacy === undefined ? SESSION_PRIVACY.public : input.privacy;
  if (!(Object.values(SESSION_PRIVACY) as unknown[]).includes(privacy)) {
    problems.privacy = 'privacyInvalid';
  }
  const ids = input.invitations === undefined ? [] : input.invitations;
  const invitations =
    Array.isArray(ids) && ids.every((id) => typeof id === 'string' && id.trim().length > 0)
      ? [...new Set(ids.map((id: string) => id.trim()))]
      : null;
  if (invitations === null) problems.invitations = 'invitationInvalid';
  const description = typeof input.description === 'string' ? input.description.trim() : null;
  if (description === null || description.length < 1) {
    problems.description = 'descriptionRequired';
  } else if (description.length > SESSION_DESCRIPTION_MAX_LENGTH) {
    problems.description = 'descriptionTooLong';
  }
  if (Object.keys(problems).length > 0 || invitations === null || description === null) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    session: { privacy: privacy as SessionPrivacy, invitations, description },
  };
}

/**
 * The lists of /sessions as shown: each session once, under the first list that has
 * it — with friends, then public, then inactive — so a public session with a friend in it is not
 * listed twice.
 */
export function sessionsShownOnce<K extends string, S extends { id: string }>(
  lists: readonly (readonly [K, readonly S[]])[],
): [K, S[]][] {
  const seen = new Set<string>();
  return lists.map(([kind, sessions]) => [
    kind,
    sessions.filter((session) => !seen.has(session.id) && seen.add(session.id)),
  ]);
}

/** The participants of a session that is live, or none. */
export function sessionParticipants(session: Pick<Session, 'active_music_session'>) {
  return session.active_music_session?.participants ?? [];
}

/**
 * POST /sessions/{id}/join (decision 016): either you are in, with the link that opens the
 * session in the desktop app, or the owner was asked (a private session with approval).
 */
export type JoinSessionResponse =
  | { status: 'joined'; session: Session; launch_url: string }
  | { status: 'requested'; join_request_id: string };

/** POST /sessions: the new session, with its owner in it and the link to open it. */
export interface CreatedSessionResponse {
  session: Session;
  launch_url: string;
}
