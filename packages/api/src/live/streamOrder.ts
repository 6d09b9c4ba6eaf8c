import type { LiveEventType } from '@backline/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { liveChannel } from './publish';

/**
 * Makes a live stream's row ids commit in order. A stream reads its rows by id after the last
 * one it sent (live/streams.ts), which is only safe if no row of that stream can commit with a
 * smaller id than one already read. Ids come from a sequence when the row is inserted, and two
 * writers' transactions may commit the other way round: 30 senders writing to one person lost
 * 6–8 % of that person's messages to exactly this.
 *
 * So every writer takes a transaction-scoped advisory lock per stream it writes to before it
 * inserts: writers to one stream queue up, each takes its id after the previous one committed,
 * and ids of one stream commit in increasing order. Locks are taken in one sorted batch, so
 * two writers never wait on each other in a cycle; taking one again in the same transaction is
 * free (advisory locks are re-entrant), as when `insertNotification` locks the notification
 * stream that `sendTextMessage` already holds. The lock ends with the transaction.
 *
 * Must run inside a transaction (`db.transaction`), before the insert.
 */
export async function lockLiveStreams(
  tx: Tx,
  streams: readonly { type: LiveEventType; key: string }[],
): Promise<void> {
  const names = [...new Set(streams.map(({ type, key }) => liveChannel(type, key)))].sort();
  for (const name of names) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  }
}
