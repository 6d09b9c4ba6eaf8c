import type { TextMessage, UserSummary } from '@backline/domain';

// An in-memory conversation for the message widgets' stories and tests.

export const me: UserSummary = { id: 'me', name: 'Alex Rivera', photo_url: null };
export const ana: UserSummary = { id: 'u1', name: 'Ana López', photo_url: null };

const lines: Array<[UserSummary, string]> = [
  [me, 'Hi Ana! Loved your bulerías sample. Up for a jam this week?'],
  [ana, 'Hola Alex 👋 Sure! Thursday evening works for me.'],
  [me, 'Great. Something bluesy in A?\nI can bring a backing track.'],
  [ana, 'Perfect, see you in the lobby at 8.'],
];

/** The conversation oldest first, a minute apart from 2026-11-22 18:00 UTC. */
export function conversation(count = lines.length): TextMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const [from, text] = lines[index % lines.length]!;
    const to = from.id === me.id ? ana : me;
    return {
      id: `m${index + 1}`,
      message: text,
      source_user_id: from.id,
      target_user_id: to.id,
      source_user: from,
      target_user: to,
      created_at: new Date(Date.UTC(2026, 10, 22, 18, index)).toISOString(),
    };
  });
}
