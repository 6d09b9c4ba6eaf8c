// Stories and tests only: in-memory sessions, chat lines and people for the sessions and lobby
// widgets. Not exported by the package (src/index.ts never imports it).
import type { LobbyChatMessage, Session, SessionHistoryRow } from '@backline/domain';

/** A generated portrait, so stories need no network. */
export function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 42%)"/><circle cx="32" cy="25" r="12" fill="#fff" fill-opacity=".85"/><path d="M9 64c2-14 11-22 23-22s21 8 23 22z" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const people = {
  alex: {
    id: 'u1',
    name: 'Alex Rivera',
    first_name: 'Alex',
    last_name: 'Rivera',
    photo_url: portrait(265),
  },
  ana: {
    id: 'u2',
    name: 'Ana María López',
    first_name: 'Ana María',
    last_name: 'López',
    photo_url: portrait(20),
  },
  bjorn: { id: 'u3', name: 'Björn Lund', first_name: 'Björn', last_name: 'Lund', photo_url: null },
  carmen: {
    id: 'u4',
    name: 'Carmen Ruiz',
    first_name: 'Carmen',
    last_name: 'Ruiz',
    photo_url: portrait(140),
  },
  dev: {
    id: 'u5',
    name: 'Dev Patel',
    first_name: 'Dev',
    last_name: 'Patel',
    photo_url: portrait(200),
  },
  annika: {
    id: 'u6',
    name: 'Annika Berg',
    first_name: 'Annika',
    last_name: 'Berg',
    photo_url: null,
  },
  joanna: {
    id: 'u7',
    name: 'Joanna Hanley',
    first_name: 'Joanna',
    last_name: 'Hanley',
    photo_url: portrait(320),
  },
} as const;

type Someone = (typeof people)[keyof typeof people];

function participant(person: Someone, isFriend: boolean, ...instruments: string[]) {
  return {
    id: `p-${person.id}`,
    user: { id: person.id, name: person.name, photo_url: person.photo_url, is_friend: isFriend },
    tracks: instruments.map((instrument, index) => ({
      id: `t-${person.id}-${index}`,
      instrument_id: instrument.toLowerCase().replace(/\W+/g, '-'),
      instrument,
    })),
  };
}

export const sessions: Session[] = [
  {
    id: 's1',
    description: 'Friday blues jam — slow 12-bar in A, all welcome',
    created_at: '2026-03-06T19:30:00.000Z',
    musician_access: true,
    approval_required: false,
    invitations: [],
    active_music_session: {
      participants: [
        participant(people.ana, true, 'Electric Guitar'),
        participant(people.bjorn, false, 'Drums'),
        participant(people.carmen, true, 'Vocals', 'Acoustic Guitar'),
      ],
    },
  },
  {
    id: 's2',
    description: 'Funk rehearsal for Saturday’s gig',
    created_at: '2026-03-06T18:00:00.000Z',
    musician_access: false,
    approval_required: false,
    invitations: [{ receiver_id: 'u1' }],
    active_music_session: { participants: [participant(people.dev, true, 'Keyboard')] },
  },
  {
    id: 's3',
    description: 'Latin jazz standards, intermediate and up',
    created_at: '2026-03-06T17:15:00.000Z',
    musician_access: true,
    approval_required: true,
    invitations: [],
    active_music_session: {
      participants: [
        participant(people.joanna, false, 'Bass Guitar'),
        participant(people.annika, false, 'Saxophone', 'Flute'),
      ],
    },
  },
  {
    id: 's4',
    description: '',
    created_at: '2026-03-05T21:00:00.000Z',
    musician_access: true,
    approval_required: false,
    invitations: [],
    active_music_session: null,
  },
];

let chatId = 100;

/** A server copy of a lobby chat line. */
export function chatLine(
  person: Someone,
  message: string,
  createdAt: string,
  extra: Partial<LobbyChatMessage> = {},
): LobbyChatMessage {
  chatId += 1;
  return {
    id: String(chatId),
    message,
    type: 'CHAT_MESSAGE',
    channel: 'lobby',
    user_id: person.id,
    created_at: createdAt,
    user: { id: person.id, name: person.name, photo_url: person.photo_url },
    ...extra,
  };
}

export const chatLines: LobbyChatMessage[] = [
  chatLine(people.ana, 'Anyone up for a blues jam in ten minutes?', '2026-03-06T19:01:00.000Z'),
  chatLine(people.bjorn, 'Count me in, drums are set up.', '2026-03-06T19:02:00.000Z'),
  chatLine(people.carmen, '¡Yo también! Vocals and acoustic.', '2026-03-06T19:03:00.000Z'),
  chatLine(
    people.alex,
    'I will open the session, look for “Friday blues jam”.',
    '2026-03-06T19:04:00.000Z',
  ),
  chatLine(people.dev, 'Latency is great tonight, 28 ms to Austin.', '2026-03-06T19:05:00.000Z'),
  chatLine(people.joanna, 'Does anyone know a good reverb for bass?', '2026-03-06T19:06:00.000Z'),
  chatLine(
    people.annika,
    'Sax player here, happy to sit in on anything jazzy.',
    '2026-03-06T19:07:00.000Z',
  ),
  chatLine(people.ana, 'Great, the more the merrier.', '2026-03-06T19:08:00.000Z'),
];

function historyRow(
  sessionId: string,
  description: string,
  createdAt: string,
  person: Someone,
  instruments: string,
): SessionHistoryRow {
  return {
    session_history_id: `h-${sessionId}-${person.id}`,
    session_id: sessionId,
    user_id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    photo_url: person.photo_url,
    instruments,
    created_at: createdAt,
    description,
  };
}

export const historyRows: SessionHistoryRow[] = [
  historyRow(
    's10',
    'Sunday soul session',
    '2026-03-01T18:00:00.000Z',
    people.alex,
    'Electric Guitar',
  ),
  historyRow(
    's10',
    'Sunday soul session',
    '2026-03-01T18:00:00.000Z',
    people.carmen,
    'Vocals|Piano',
  ),
  historyRow('s10', 'Sunday soul session', '2026-03-01T18:00:00.000Z', people.dev, 'Keyboard'),
  historyRow(
    's11',
    'Metal riffs practice',
    '2026-02-27T20:30:00.000Z',
    people.alex,
    'Electric Guitar|Bass Guitar',
  ),
  historyRow('s11', 'Metal riffs practice', '2026-02-27T20:30:00.000Z', people.bjorn, 'Drums'),
  historyRow('s12', '', '2026-02-20T17:00:00.000Z', people.alex, 'Acoustic Guitar'),
];
