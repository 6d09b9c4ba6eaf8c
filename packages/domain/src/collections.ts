/** Anything with a stable id: people, notifications, chat messages, JamTracks, … */
export interface Identified {
  id: string | number;
}

/**
 * Appends a page to a list without duplicating items that are already there (by `id`).
 * Used wherever the spec pages a list: people search, notifications, My JamTracks (part 2 §4
 * "next pages append without duplicates"), chat history.
 */
export function appendUniqueById<T extends Identified>(
  existing: readonly T[],
  page: readonly T[],
): T[] {
  const seen = new Set(existing.map((item) => item.id));
  const merged = [...existing];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

/**
 * Adds or replaces items by `id`, keeping the first list's order and putting new items first
 * (live events arrive newest first: a notification or message pushed over SSE).
 */
export function upsertById<T extends Identified>(
  existing: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map(incoming.map((item) => [item.id, item]));
  const updated = existing.map((item) => byId.get(item.id) ?? item);
  const known = new Set(existing.map((item) => item.id));
  const fresh = incoming.filter((item) => !known.has(item.id));
  return [...fresh, ...updated];
}
