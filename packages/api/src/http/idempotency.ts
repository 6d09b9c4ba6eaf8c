import { CLIENT_ID_MAX_LENGTH } from '@backline/domain';
import { z } from 'zod';
import type { AppContext } from './context';
import { parseWith } from './validation';

/** An Idempotency-Key header: printable ASCII, 1 to 200 characters (as payment providers take). */
export const idempotencyKeyHeader = z
  .string()
  .trim()
  .regex(
    /^[\x21-\x7e]{1,200}$/,
    'The Idempotency-Key header must be 1 to 200 printable characters.',
  )
  .optional();

/** The header as the routes' declarations name it. */
export const idempotencyHeaders = z.object({
  'Idempotency-Key': idempotencyKeyHeader.describe(
    'Your key for this write: sent again with the same key, it is done once.',
  ),
});

/**
 * A `client_id` in a write's body, for payloads the spec gives none (an addition to them; the
 * `Idempotency-Key` header does the same).
 */
export const clientIdField = z.string().trim().min(1).max(CLIENT_ID_MAX_LENGTH).optional();

/**
 * The client's key for a write it may send again after losing the answer: the body's
 * `client_id` where the payload has one, else the `Idempotency-Key` header. Undefined when the
 * client sent neither (then the write is not deduplicated).
 */
export function writeKeyOf(c: AppContext, clientId?: string | null): string | undefined {
  if (clientId) return clientId;
  return parseWith(z.object({ idempotency_key: idempotencyKeyHeader }), {
    idempotency_key: c.req.header('idempotency-key'),
  }).idempotency_key;
}
