/**
 * The offset of the page after one that started at `offset` and brought `received` items, or
 * null when that page was not full (the server had no more). Offset-paged lists: people (20),
 * text messages (10), session history (50).
 */
export function nextPageOffset(offset: number, received: number, pageSize: number): number | null {
  return received < pageSize ? null : offset + received;
}
