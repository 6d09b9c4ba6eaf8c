import type { LiveEventType } from '@backline/domain';
import type { Bus } from '../bus';
import type { Logger } from '../logger';

/*
 * Live events travel as `{channel, id}` on the bus (decision 002): the channel names the event
 * type and the person it is for, the id is the row; every instance's GET /events streams read
 * the rows from the database (decision 008).
 */

/** The bus channel of one person's events of one type: `notification:<user id>`. */
export const liveChannel = (type: LiveEventType | string, userId: string) => `${type}:${userId}`;

export interface LiveEvent {
  type: LiveEventType;
  /** Whose stream it goes to. */
  userId: string;
  /** The row id. */
  id: number | string;
}

/**
 * Publishes after the write committed. A lost publish is not an error for the writer: the row
 * is stored, and the person's stream picks it up with the next event or on reconnect.
 */
export async function publishLive(
  deps: { bus: Bus; logger: Logger },
  events: readonly LiveEvent[],
): Promise<void> {
  await Promise.all(
    events.map((event) =>
      deps.bus
        .publish({ channel: liveChannel(event.type, event.userId), id: event.id })
        .catch((error: unknown) =>
          deps.logger.warn('live: publish failed', {
            channel: liveChannel(event.type, event.userId),
            error: error instanceof Error ? error.message : String(error),
          }),
        ),
    ),
  );
}
