import { describe, expect, it } from 'vitest';
import {
  filterInvitees,
  inviteeSearchApplies,
  joinSessionAction,
  nativeAppDetection,
  SESSION_PRIVACY,
  sessionAccessFor,
  sessionLaunchLink,
  sessionParticipants,
  sessionPrivacyOf,
  sessionsShownOnce,
} from './sessions';
import { newSessionSchema } from './sessionsSchemas';

describe('SESSION_PRIVACY (part 1 §3 Session privacy options)', () => {
  it('is public=1, private_invite=2, private_approve=3', () => {
    expect(SESSION_PRIVACY).toEqual({ public: 1, private_invite: 2, private_approve: 3 });
  });

  it('round-trips each option through musician_access and approval_required', () => {
    for (const privacy of [1, 2, 3] as const) {
      expect(sessionPrivacyOf(sessionAccessFor(privacy))).toBe(privacy);
    }
    expect(sessionAccessFor(2)).toEqual({ musician_access: false, approval_required: false });
    expect(sessionAccessFor(3)).toEqual({ musician_access: true, approval_required: true });
  });
});

describe('joinSessionAction (part 1 §4 Join session)', () => {
  const approval = { approval_required: true, invitations: [{ receiver_id: 'u9' }] };

  it('sends a join request with an info toast for a private session with approval', () => {
    expect(joinSessionAction(approval, 'u1')).toBe('requestToJoin');
  });

  it('tries the native app otherwise', () => {
    expect(joinSessionAction({ approval_required: false, invitations: [] }, 'u1')).toBe(
      'launchNativeApp',
    );
  });

  it('lets an invited musician in without approval', () => {
    expect(joinSessionAction(approval, 'u9')).toBe('launchNativeApp');
  });
});

describe('nativeAppDetection (part 1 §4: app not found after a 1 s time-out)', () => {
  it('waits up to 1 s, then reports the app missing', () => {
    expect(nativeAppDetection({ startedAtMs: 0, nowMs: 999, pageLostFocus: false })).toBe(
      'waiting',
    );
    expect(nativeAppDetection({ startedAtMs: 0, nowMs: 1_000, pageLostFocus: false })).toBe(
      'notFound',
    );
  });

  it('reports the app found when the page lost focus to it', () => {
    expect(nativeAppDetection({ startedAtMs: 0, nowMs: 200, pageLostFocus: true })).toBe('found');
  });
});

describe('sessionLaunchLink (part 1 §1, §4: the custom-protocol link)', () => {
  it('builds backline://session/{id}', () => {
    expect(sessionLaunchLink('abc-123')).toBe('backline://session/abc-123');
  });

  it('escapes an id that is not URL-safe', () => {
    expect(sessionLaunchLink('a/b c')).toBe('backline://session/a%2Fb%20c');
  });
});

describe('filterInvitees (part 1 §5 Invitee filter)', () => {
  const friends = [
    { first_name: 'Annabel', last_name: 'Smith' },
    { first_name: 'Bob', last_name: 'Hannah' },
    { first_name: 'Carl', last_name: 'Jones' },
  ];

  it('starts filtering at 3 characters', () => {
    expect(inviteeSearchApplies('an')).toBe(false);
    expect(inviteeSearchApplies(' ann ')).toBe(true);
    expect(filterInvitees(friends, 'an')).toHaveLength(3);
  });

  it('matches first or last name, ignoring case', () => {
    expect(filterInvitees(friends, 'ANN').map((f) => f.first_name)).toEqual(['Annabel', 'Bob']);
    expect(filterInvitees(friends, 'jon').map((f) => f.first_name)).toEqual(['Carl']);
    expect(filterInvitees(friends, 'xyz')).toEqual([]);
  });
});

describe('newSessionSchema (part 1 §2 New session form: privacy, invitations, description)', () => {
  it('defaults to a public session without invitations', () => {
    expect(newSessionSchema.parse({ description: 'Blues' })).toEqual({
      privacy: 1,
      invitations: [],
      description: 'Blues',
    });
  });

  it('keeps privacy, unique invitations and the trimmed description', () => {
    expect(
      newSessionSchema.parse({
        privacy: 2,
        invitations: ['u2', 'u3', 'u2'],
        description: '  Blues jam  ',
      }),
    ).toEqual({ privacy: 2, invitations: ['u2', 'u3'], description: 'Blues jam' });
  });

  it('needs a description: an empty form creates nothing', () => {
    for (const body of [{}, { description: '   ' }]) {
      const parsed = newSessionSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['description', 'session.descriptionRequired'],
      ]);
    }
  });

  it('refuses an unknown privacy and an overlong description', () => {
    const privacy = newSessionSchema.safeParse({ privacy: 4 });
    expect(privacy.error?.issues[0]?.message).toBe('session.privacyInvalid');
    expect(newSessionSchema.safeParse({ description: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('sessionParticipants (part 1 §3 active_music_session.participants)', () => {
  it('lists the participants of a live session and none otherwise', () => {
    const participant = {
      id: 'p1',
      user: { id: 'u1', photo_url: null, name: 'Ann', is_friend: true },
      tracks: [{ id: 't1', instrument_id: 'bass', instrument: 'Bass' }],
    };
    expect(sessionParticipants({ active_music_session: { participants: [participant] } })).toEqual([
      participant,
    ]);
    expect(sessionParticipants({ active_music_session: null })).toEqual([]);
  });
});

describe('sessionsShownOnce', () => {
  it('lists each session once, under the first list that has it', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const c = { id: 'c' };
    expect(
      sessionsShownOnce([
        ['friends', [a]],
        ['public', [a, b]],
        ['inactive', [b, c]],
      ]),
    ).toEqual([
      ['friends', [a]],
      ['public', [b]],
      ['inactive', [c]],
    ]);
  });
});
