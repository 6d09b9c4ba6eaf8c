import { PAYMENTS_PAGE_SIZE, type Payment, type PaymentHistoryPage } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client';
import { isUuid } from './ids';

/*
 * GET /{provider}/invoice_history (part 2 §2 Payment history, §3 Payment): the person's
 * subscription invoices and JamTrack order charges, newest first, 10 a page with a cursor.
 * The cursor is opaque to the browser: the last entry's time and id, base64url.
 */

interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  const [createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url')
    .toString('utf8')
    .split('|');
  if (rest.length > 0 || !isUuid(id) || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt: new Date(createdAt).toISOString(), id };
}

export const INVOICE_HISTORY_ERRORS = {
  cursor: 'cursor is not one this list gave out',
} as const;

/** `?limit&cursor`: limit 1…10 (default 10). */
export const invoiceHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAYMENTS_PAGE_SIZE, `limit must be at most ${PAYMENTS_PAGE_SIZE}`)
    .default(PAYMENTS_PAGE_SIZE),
  cursor: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return null;
      const cursor = decodeCursor(value);
      if (!cursor) {
        context.addIssue({ code: 'custom', message: INVOICE_HISTORY_ERRORS.cursor });
        return z.NEVER;
      }
      return cursor;
    }),
});

interface PaymentRowSql {
  id: string;
  created_at: Date | string;
  description: string;
  status: string;
  total_in_cents: number | string;
}

export async function invoiceHistory(
  db: Db,
  userId: string,
  query: { limit: number; cursor: Cursor | null },
): Promise<PaymentHistoryPage> {
  const after = query.cursor
    ? sql`where (p.created_at, p.id) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<PaymentRowSql>(
    db,
    sql`select p.id::text as id, p.created_at, p.description, p.status, p.total_in_cents
      from (
        select i.id, i.created_at, i.description, i.status, i.amount as total_in_cents
          from invoices i where i.user_id = ${userId}
        union all
        select c.id, c.created_at, c.description,
            case c.status when 'succeeded' then 'paid' else 'failed' end, c.amount
          from charges c where c.user_id = ${userId} and c.purpose = 'jamtrack_order'
      ) p
      ${after}
      order by p.created_at desc, p.id desc
      limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const entries: Payment[] = page.map((row) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    description: row.description,
    status: row.status,
    total_in_cents: Number(row.total_in_cents),
  }));
  const last = entries[entries.length - 1];
  return {
    entries,
    next:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
