// The playhead and the meters move every animation frame; the studio's settings change when a
// musician does something. Kept apart, so a frame re-renders only the few components that show
// the moving values (the clock, the overview's playhead, the meters), never the studio around
// them: with both in React state the whole studio re-rendered each frame and, on a loaded
// machine, a key press waited 0.3–0.5 s behind those renders.

import { useCallback, useSyncExternalStore } from 'react';

/** The playhead and the stem levels as last read from the engine, for components to subscribe to. */
export interface PlaybackClock {
  subscribe(listener: () => void): () => void;
  /** Seconds into the song. */
  position(): number;
  /** Each stem's level, 0…1, by stem id (empty while nothing plays). */
  levels(): Readonly<Record<string, number>>;
}

export interface PlaybackClockSource extends PlaybackClock {
  /** Takes new values; subscribers hear of them only when something changed. */
  publish(position: number, levels: Readonly<Record<string, number>>): void;
}

const SILENT: Readonly<Record<string, number>> = Object.freeze({});

function sameLevels(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}

export function createPlaybackClock(): PlaybackClockSource {
  const listeners = new Set<() => void>();
  let position = 0;
  let levels = SILENT;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    position: () => position,
    levels: () => levels,
    publish(nextPosition, nextLevels) {
      const next = Object.keys(nextLevels).length === 0 ? SILENT : nextLevels;
      if (nextPosition === position && (next === levels || sameLevels(next, levels))) return;
      position = nextPosition;
      levels = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The playhead rounded to `step` seconds: a component re-renders only when the rounded value
 * moves (a clock showing tenths need not render sixty times a second).
 */
export function usePlaybackPosition(clock: PlaybackClock, step: number): number {
  const snapshot = useCallback(() => Math.round(clock.position() / step) * step, [clock, step]);
  return useSyncExternalStore(clock.subscribe, snapshot, snapshot);
}
