import type { Bus } from '../bus';
import type { Logger } from '../logger';

/*
 * Signing out (or a password changed or reset) deletes sessions; the event streams those
 * sessions opened must end at once, on whichever instance holds them.
 * The bus says only whose sessions ended: each of that person's streams checks its own session
 * in the database, the source of truth, so a stream of a session that lives on stays open.
 */

/** The bus channel that says sessions of one person ended: `sessions_ended:<user id>`. */
export const sessionsEndedChannel = (userId: string) => `sessions_ended:${userId}`;

/** Call after the delete committed. A lost announcement leaves the heartbeat's check to end it. */
export async function announceSessionsEnded(
  deps: { bus: Bus; logger: Logger },
  userId: string,
): Promise<void> {
  await deps.bus.publish({ channel: sessionsEndedChannel(userId), id: 0 }).catch((error: unknown) =>
    deps.logger.warn('live: the end of a session was not announced', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}
