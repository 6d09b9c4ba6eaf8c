import { type LiveEventPayloads, type LiveEventType, parseLiveEventData } from '@backline/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { API_PATHS } from '../api/types';

/** GET /api/events (decision 008): one EventSource per tab, shared by every listener. */
export const LIVE_EVENTS_PATH = API_PATHS.liveEvents;

type Listener<T extends LiveEventType> = (payload: LiveEventPayloads[T]) => void;

interface LiveEventsValue {
  subscribe<T extends LiveEventType>(type: T, listener: Listener<T>): () => void;
  /** The stream is open and listening (its `ready` event came). */
  connected: boolean;
}

const LiveEventsContext = createContext<LiveEventsValue | null>(null);

/**
 * Holds the signed-in person's live event stream while `enabled`. EventSource reconnects by
 * itself after a drop and sends the last event id, so the server replays what was missed
 * (no duplicates); a refused stream (signed out) is closed and not retried.
 */
export function LiveEventsProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  const listeners = useRef(new Map<string, Set<(payload: never) => void>>());
  const [connected, setConnected] = useState(false);
  const value = useRef<LiveEventsValue>({
    connected: false,
    subscribe(type, listener) {
      let set = listeners.current.get(type);
      if (!set) {
        set = new Set();
        listeners.current.set(type, set);
      }
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_PATH, { withCredentials: true });
    const forward = (type: LiveEventType) => (event: MessageEvent<string>) => {
      const payload = parseLiveEventData(type, event.data);
      if (payload === null) return;
      for (const listener of listeners.current.get(type) ?? []) listener(payload as never);
    };
    const handlers = (['notification', 'text_message', 'mixdown'] as const).map(
      (type) => [type, forward(type)] as const,
    );
    for (const [type, handler] of handlers) source.addEventListener(type, handler);
    // The state is also on <html data-live-events>, for journeys that must wait for the stream.
    const mark = (state: 'connected' | 'connecting') => {
      document.documentElement.dataset.liveEvents = state;
    };
    const onReady = () => {
      setConnected(true);
      mark('connected');
    };
    const onError = () => {
      // CLOSED: the server refused (e.g. 401); CONNECTING: EventSource retries by itself.
      setConnected(false);
      mark('connecting');
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('error', onError);
    return () => {
      source.close();
      setConnected(false);
      delete document.documentElement.dataset.liveEvents;
    };
  }, [enabled]);

  value.current = { ...value.current, connected };
  return <LiveEventsContext.Provider value={value.current}>{children}</LiveEventsContext.Provider>;
}

/** Calls `listener` for every live event of `type` while mounted (latest listener wins). */
export function useLiveEvent<T extends LiveEventType>(type: T, listener: Listener<T>): void {
  const context = useContext(LiveEventsContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!context) return;
    return context.subscribe(type, (payload) => latest.current(payload));
  }, [context, type]);
}

/** Whether the live stream is open (tests and the bell can wait for it). */
export function useLiveEventsConnected(): boolean {
  return useContext(LiveEventsContext)?.connected ?? false;
}
