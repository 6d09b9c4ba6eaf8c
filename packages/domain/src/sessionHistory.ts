import { appendUniqueById } from './collections';
import { SESSION_HISTORY_PAGE_SIZE } from './constants';

/** Session history row (part 1 §3): one participant of one past session. */
export interface SessionHistoryRow {
  session_history_id: string;
  session_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  /** Pipe-separated instrument names, e.g. "guitar|vocals". */
  instruments: string;
  created_at: string;
  description: string;
}

/** A past session with its participants, as the history screen shows it. */
export interface SessionHistoryGroup {
  session_id: string;
  description: string;
  created_at: string;
  participants: SessionHistoryRow[];
}

/** Query of GET /sessions/history (part 1 §7): offset, limit 50. */
export function sessionHistoryQuery(offset = 0) {
  return { offset, limit: SESSION_HISTORY_PAGE_SIZE };
}

/** The instruments of a row, split at the pipes. */
export function historyInstruments(row: Pick<SessionHistoryRow, 'instruments'>): string[] {
  return row.instruments
    .split('|')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Adds a page of rows without repeating a row already loaded. */
export function appendSessionHistory(
  rows: readonly SessionHistoryRow[],
  page: readonly SessionHistoryRow[],
): SessionHistoryRow[] {
  const asIdentified = (list: readonly SessionHistoryRow[]) =>
    list.map((row) => ({ id: row.session_history_id, row }));
  return appendUniqueById(asIdentified(rows), asIdentified(page)).map((entry) => entry.row);
}

/**
 * The paged list grouped by session (part 1 §2 Session history): groups in the order their
 * sessions first appear, each with its participants. A session split across two pages joins up.
 * The first row of a session gives its description and time.
 */
export function groupSessionHistory(rows: readonly SessionHistoryRow[]): SessionHistoryGroup[] {
  const groups = new Map<string, SessionHistoryGroup>();
  for (const row of rows) {
    const group = groups.get(row.session_id);
    if (group) group.participants.push(row);
    else
      groups.set(row.session_id, {
        session_id: row.session_id,
        description: row.description,
        created_at: row.created_at,
        participants: [row],
      });
  }
  return [...groups.values()];
}

/**
 * GET /sessions/history answers `{history, next}` (decision 016): the rows of every session the
 * person took part in, newest session first, each session's participants together; `next` is
 * the offset of the next page or null.
 */
export interface SessionHistoryPage {
  history: SessionHistoryRow[];
  next: number | null;
}
