import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { requireSignedIn } from '../http/sessionCookie';
import { sessionsEndedChannel } from '../live/authSessionsEnded';
import { type SharedBatch, sharedFeed } from '../live/sharedFeed';
import { decodeCursor, encodeCursor, type LiveStream, selectStreams } from '../live/streams';
import { declareRoute } from '../openapi/declare';
import { authSessionIsLive } from '../services/authSessions';

/** Rows read per query while catching up; a long absence is replayed in batches. */
const BATCH = 100;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting after a drop (the SSE `retry:` field). */
const RETRY_MS = 3_000;

const contract = {
  events: declareRoute({
    tag: 'Events',
    summary: 'Your live events (server-sent events)',
    description:
      'Each event is named by its type, its data is JSON; `ready` first. After a drop the ' +
      'browser sends `Last-Event-ID` (or `?last_event_id=`) and missed events are replayed. ' +
      'The stream ends when the session does.',
    access: 'signed-in',
    query: z.object({
      streams: z.string().optional().describe('Comma-separated event types; all when absent.'),
      last_event_id: z.string().optional().describe('For clients that cannot set the header.'),
    }),
    headers: z.object({ 'Last-Event-ID': z.string().optional() }),
    responses: { 200: { description: 'The event stream.', media: 'text/event-stream' } },
  }),
};

/**
 * GET /events: the signed-in person's live events as server-sent events (decision 008). New rows
 * are announced on the bus; the stream reads them from the database after the last id it sent
 * of that type, so announcements that arrive twice, late or out of order send nothing twice,
 * and `Last-Event-ID` (or `?last_event_id=` for clients that cannot set headers) replays what
 * a dropped connection missed.
 */
export function eventRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/events', contract.events, async (c) => {
    const { user, session } = await requireSignedIn(c, deps);
    const cursor = decodeCursor(c.req.header('last-event-id') ?? c.req.query('last_event_id'));
    const streams = selectStreams(c.req.query('streams'));
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      // One task at a time: reads and writes of this stream never interleave.
      let queue: Promise<void> = Promise.resolve();
      const schedule = (task: () => Promise<void>) => {
        queue = queue.then(task).catch((error: unknown) => {
          deps.logger.warn('events: a stream task failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        });
      };

      const drain = async (live: LiveStream) => {
        for (;;) {
          if (closed) return;
          const after = cursor.get(live.type) ?? 0;
          const rows = await live.after(deps.db, user.id, after, BATCH);
          for (const row of rows) {
            if (closed) return;
            cursor.set(live.type, row.id);
            await stream.writeSSE({
              id: encodeCursor(cursor),
              event: live.type,
              data: JSON.stringify(row.payload),
            });
          }
          if (rows.length < BATCH) return;
        }
      };
      const drainAll = async () => {
        for (const live of streams) await drain(live);
      };

      /** Rows a shared feed read: written as they are, unless this stream is behind it. */
      const deliver = async (live: LiveStream, batch: SharedBatch) => {
        if ((cursor.get(live.type) ?? 0) < batch.afterId) return drain(live);
        for (const row of batch.rows) {
          if (closed) return;
          if (row.id <= (cursor.get(live.type) ?? 0)) continue;
          cursor.set(live.type, row.id);
          await stream.writeSSE({ id: encodeCursor(cursor), event: live.type, data: row.data });
        }
      };

      const unsubscribes = streams.flatMap((live) =>
        live.shared
          ? [sharedFeed(deps, live).subscribe((batch) => schedule(() => deliver(live, batch)))]
          : live
              .channels(user.id)
              .map((channel) => deps.bus.subscribe(channel, () => schedule(() => drain(live)))),
      );
      unsubscribes.push(deps.bus.onReconnect(() => schedule(drainAll)));

      // Subscribed first, then the starting point: a row written in between is read, not lost.
      schedule(async () => {
        for (const live of streams) {
          if (!cursor.has(live.type)) cursor.set(live.type, await live.latest(deps.db, user.id));
        }
        await stream.writeSSE({
          id: encodeCursor(cursor),
          event: 'ready',
          data: '{}',
          retry: RETRY_MS,
        });
      });
      schedule(drainAll);

      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      /** Ends the stream when its session is gone; the browser's reconnect is then refused. */
      const sessionEnded = async () => {
        if (closed || (await authSessionIsLive(deps, session.idHash))) return false;
        closed = true;
        finish();
        return true;
      };
      // A sign-out, or a password changed or reset, on any instance: check at once.
      unsubscribes.push(
        deps.bus.subscribe(sessionsEndedChannel(user.id), () =>
          schedule(async () => {
            await sessionEnded();
          }),
        ),
      );
      // The heartbeat checks too: an expired session, or an announcement that was lost.
      const heartbeat = setInterval(() => {
        schedule(async () => {
          if (await sessionEnded()) return;
          await stream.write(': heartbeat\n\n');
        });
      }, HEARTBEAT_MS);
      heartbeat.unref();
      stream.onAbort(() => {
        closed = true;
        finish();
      });

      await finished;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
    });
  });
}
