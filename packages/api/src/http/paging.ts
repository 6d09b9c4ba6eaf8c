import { z } from 'zod';

const whole = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`);

/** Far enough for any person scrolling; bounds what one request can make the database skip. */
export const MAX_OFFSET = 10_000;

/** `?offset&limit` of a paged list: offset ≥ 0 (default 0), limit 1…pageSize (default pageSize). */
export function pageQuerySchema(pageSize: number) {
  return z.object({
    offset: whole('offset')
      .min(0, 'offset cannot be negative')
      .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
      .default(0),
    limit: whole('limit')
      .min(1, 'limit must be at least 1')
      .max(pageSize, `limit must be at most ${pageSize}`)
      .default(pageSize),
  });
}

export { isUuid } from '../services/ids';
