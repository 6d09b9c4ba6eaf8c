import type { LobbyChatMessage } from './lobbyChat';
import type { MixdownUpdate } from './mixdowns';
import type { LiveNotification } from './notifications';
import type { TextMessage } from './textMessages';

/**
 * The live events of GET /api/events (server-sent events; decision 008). Every message is
 *
 *   id: <cursor>          (opaque; the browser's EventSource sends it back as Last-Event-ID)
 *   event: <type>         (a key of LiveEventPayloads)
 *   data: <JSON payload>  (the same shape the list calls answer for that row)
 *
 * A feature adds a type by adding its payload here (the lobby's `chat_message`, the player's
 * `mixdown`); a browser ignores types it does not listen for.
 */
export interface LiveEventPayloads {
  /** A notification of the signed-in user was written (FRIEND_REQUEST, TEXT_MESSAGE, …). */
  notification: LiveNotification;
  /** A text message to or from the signed-in user was sent. */
  text_message: TextMessage;
  /**
   * A lobby chat line (part 1 §4). Shared by everyone in the lobby, so a stream carries it only
   * when asked: `GET /events?streams=chat_message` (the lobby page).
   */
  chat_message: LobbyChatMessage;
  /** A package of one of the signed-in user's custom mixes changed (part 2 §4). */
  mixdown: MixdownUpdate;
}

export type LiveEventType = keyof LiveEventPayloads;

/** The payload of a live event's `data` line, or null when it is not JSON. */
export function parseLiveEventData<T extends LiveEventType>(
  _type: T,
  data: string,
): LiveEventPayloads[T] | null {
  try {
    return JSON.parse(data) as LiveEventPayloads[T];
  } catch {
    return null;
  }
}
