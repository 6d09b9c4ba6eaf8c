import { type LiveEventPayloads, type LiveEventType, parseLiveEventData } from '@backline/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { API_PATHS } from '../api/types';

/** GET /api/events (decision 008): one EventSource per tab, shared by every listener. */
export const LIVE_EVENTS_PATH = API_PATHS.liveEvents;

type Listener<T extends LiveEventType> = (payload: LiveEventPayloads[T]) => void;

interface LiveEventsValue {
  subscribe<T extends LiveEventType>(type: T, listener: Listener<T>): () => void;
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
  // One value for the provider's life: a listener joining or the stream opening re-renders no one.
  const value = useRef<LiveEventsValue>({
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
    // The stream's state is on <html data-live-events>, for journeys that must wait for it.
    const mark = (state: 'connected' | 'connecting') => {
      document.documentElement.dataset.liveEvents = state;
    };
    const onReady = () => mark('connected');
    const onError = () => {
      // CLOSED: the server refused (e.g. 401); CONNECTING: EventSource retries by itself.
      mark('connecting');
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('error', onError);
    return () => {
      source.close();
      delete document.documentElement.dataset.liveEvents;
    };
  }, [enabled]);

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
