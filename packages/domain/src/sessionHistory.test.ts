import { describe, expect, it } from 'vitest';
import {
  appendSessionHistory,
  groupSessionHistory,
  historyInstruments,
  type SessionHistoryRow,
  sessionHistoryQuery,
} from './sessionHistory';

function row(id: string, session: string, user: string): SessionHistoryRow {
  return {
    session_history_id: id,
    session_id: session,
    user_id: user,
    first_name: user,
    last_name: 'X',
    photo_url: null,
    instruments: 'guitar|vocals',
    created_at: `2025-06-0${session}T20:00:00.000Z`,
    description: `Session ${session}`,
  };
}

describe('session history (part 1 §2 Session history, §3, §7 limit 50)', () => {
  it('asks for 50 rows from an offset', () => {
    expect(sessionHistoryQuery()).toEqual({ offset: 0, limit: 50 });
    expect(sessionHistoryQuery(50)).toEqual({ offset: 50, limit: 50 });
  });

  it('splits the pipe-separated instruments', () => {
    expect(historyInstruments({ instruments: 'guitar| vocals||' })).toEqual(['guitar', 'vocals']);
    expect(historyInstruments({ instruments: '' })).toEqual([]);
  });

  it('groups rows by session in the order sessions first appear', () => {
    const groups = groupSessionHistory([
      row('1', '2', 'ann'),
      row('2', '1', 'bob'),
      row('3', '2', 'cy'),
    ]);
    expect(groups.map((g) => [g.session_id, g.participants.map((p) => p.user_id)])).toEqual([
      ['2', ['ann', 'cy']],
      ['1', ['bob']],
    ]);
    expect(groups[0]?.description).toBe('Session 2');
  });

  it('joins a session split across pages and skips rows already loaded', () => {
    const first = [row('1', '1', 'ann'), row('2', '1', 'bob')];
    const second = [row('2', '1', 'bob'), row('3', '1', 'cy'), row('4', '2', 'dee')];
    const all = appendSessionHistory(first, second);
    expect(all.map((r) => r.session_history_id)).toEqual(['1', '2', '3', '4']);
    expect(groupSessionHistory(all).map((g) => g.participants.length)).toEqual([3, 1]);
  });
});
