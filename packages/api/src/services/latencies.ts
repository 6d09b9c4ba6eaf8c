import type { LatencyRecord, LatencyReport } from '@backline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Db, queryRows } from '../db/client';
import { userLatencies, users } from '../db/schema';
import { estimateFromViewerSql, measuredLatenciesSql, type Viewer } from './people';

/*
 * Latency records (part 1 §3) between the signed-in user and others. The record's
 * `audio_latency` is the other person's interface latency (what their Person shows); the
 * internet latency is the desktop app's measurement when there is one, else the estimate from
 * the two places (decision 003) — the same numbers POST /filter filters on.
 */

const round = (ms: number | null) => (ms === null ? null : Math.round(Number(ms) * 10) / 10);

/** Records for these people, in the order asked; ids of nobody are left out. */
export async function latencyRecords(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<LatencyRecord[]> {
  if (ids.length === 0) return [];
  const wanted = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index})`),
    sql`, `,
  );
  const rows = await queryRows<{
    user_id: string;
    audio_latency: number | null;
    internet_latency: number | null;
  }>(
    db,
    sql`with measured as (${measuredLatenciesSql(viewer.id)}), wanted(id, ord) as (values ${wanted})
      select u.id as user_id, u.audio_latency,
        coalesce(m.internet_latency::double precision, ${estimateFromViewerSql(viewer)}) as internet_latency
      from wanted w join users u on u.id = w.id left join measured m on m.user_id = u.id
      order by w.ord`,
  );
  return rows.map((row) => ({
    user_id: row.user_id,
    audio_latency: round(row.audio_latency),
    ars: { internet_latency: round(row.internet_latency) },
  }));
}

/**
 * Stores what the desktop app measured (POST /users/{id}/latencies, decision 008): the user's
 * audio latency, and the internet latency to each person named (a newer measurement replaces an
 * older one). Returns the ids named that belong to nobody; nothing is stored when there are any.
 */
export async function reportLatencies(
  db: Db,
  clock: Clock,
  userId: string,
  report: LatencyReport,
): Promise<{ unknown: string[] }> {
  const others = [...new Map(report.users.map((entry) => [entry.user_id, entry])).values()];
  return db.transaction(async (tx) => {
    if (others.length > 0) {
      const found = await queryRows<{ id: string }>(
        tx as unknown as Db,
        sql`select id from users where id in (${sql.join(
          others.map((entry) => sql`${entry.user_id}::uuid`),
          sql`, `,
        )})`,
      );
      const known = new Set(found.map((row) => row.id));
      const unknown = others.map((entry) => entry.user_id).filter((id) => !known.has(id));
      if (unknown.length > 0) return { unknown };
    }
    const now = clock.now();
    if (report.audio_latency !== undefined) {
      await tx
        .update(users)
        .set({ audioLatency: report.audio_latency, updatedAt: now })
        .where(eq(users.id, userId));
    }
    const pairs = others
      .filter((entry) => entry.user_id !== userId)
      .map((entry) => {
        const [a, b] = userId < entry.user_id ? [userId, entry.user_id] : [entry.user_id, userId];
        return { userAId: a, userBId: b, internetLatency: entry.internet_latency, measuredAt: now };
      });
    if (pairs.length > 0) {
      await tx
        .insert(userLatencies)
        .values(pairs)
        .onConflictDoUpdate({
          target: [userLatencies.userAId, userLatencies.userBId],
          set: {
            internetLatency: sql`excluded.internet_latency`,
            measuredAt: sql`excluded.measured_at`,
          },
        });
    }
    return { unknown: [] };
  });
}
