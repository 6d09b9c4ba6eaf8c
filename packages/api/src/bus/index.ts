import type { Logger } from '../logger';

/** What travels on the bus: which stream changed and the row id; readers fetch the row. */
export interface BusEvent {
  channel: string;
  id: string | number;
}

export type BusListener = (event: BusEvent) => void;

/**
 * Publish/subscribe between server instances. Payloads carry ids only: the database is the
 * source of truth, and a subscriber that missed events re-reads after `onReconnect`.
 */
export interface Bus {
  readonly kind: 'pglite' | 'postgres' | 'redis';
  /** Call after the write has committed, so a subscriber that reads the row finds it. */
  publish(event: BusEvent): Promise<void>;
  subscribe(channel: string, listener: BusListener): () => void;
  /** Runs after the underlying connection came back: events may have been lost meanwhile. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The one database/Redis channel every instance listens on; `channel` fans out locally. */
export const BUS_CHANNEL = 'backline_bus';

export function encodeBusEvent(event: BusEvent): string {
  if (event.channel.length === 0 || event.channel.length > 200) {
    throw new RangeError('A bus channel name is 1 to 200 characters.');
  }
  return JSON.stringify({ channel: event.channel, id: event.id });
}

export function decodeBusEvent(payload: string): BusEvent | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { channel, id } = value as Record<string, unknown>;
    if (typeof channel !== 'string') return null;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return { channel, id };
  } catch {
    return null;
  }
}

/** The in-process half every implementation shares: listeners by channel, reconnect hooks. */
export function createFanOut(logger: Logger) {
  const listeners = new Map<string, Set<BusListener>>();
  const reconnectListeners = new Set<() => void>();
  return {
    deliver(payload: string) {
      const event = decodeBusEvent(payload);
      if (!event) {
        logger.warn('bus: ignored a malformed payload', { payload: payload.slice(0, 200) });
        return;
      }
      for (const listener of listeners.get(event.channel) ?? []) {
        try {
          listener(event);
        } catch (error) {
          logger.error('bus: a listener failed', {
            channel: event.channel,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    },
    reconnected() {
      for (const listener of reconnectListeners) listener();
    },
    subscribe(channel: string, listener: BusListener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    onReconnect(listener: () => void) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
    clear() {
      listeners.clear();
      reconnectListeners.clear();
    },
  };
}
