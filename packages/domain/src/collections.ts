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
