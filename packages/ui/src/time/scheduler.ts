/**
 * Timers, injected. A component that waits (a search debounce, a prompt shown after 10 s) takes a
 * `scheduler` prop instead of calling `setTimeout` itself, so tests and stories move time on with
 * a manual scheduler and never sleep.
 */
export interface Scheduler {
  /** The scheduler's current time in milliseconds. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; the returned function cancels it. */
  setTimeout(callback: () => void, ms: number): () => void;
}

/** The browser's (or Node's) own clock and timers: what an app passes, and the default. */
export const browserScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const handle = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(handle);
  },
};

/** A scheduler whose time only moves when `advance` is called: for tests and stories. */
export interface ManualScheduler extends Scheduler {
  /** Moves time on, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pendingCount(): number;
}

interface Timer {
  id: number;
  due: number;
  callback: () => void;
}

export function createManualScheduler(start = 0): ManualScheduler {
  let current = start;
  let nextId = 0;
  let timers: Timer[] = [];
  const nextDue = (until: number) =>
    timers.filter((timer) => timer.due <= until).sort((a, b) => a.due - b.due || a.id - b.id)[0];
  return {
    now: () => current,
    setTimeout(callback, ms) {
      const timer = { id: nextId++, due: current + Math.max(0, ms), callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms) {
      const until = current + ms;
      // A timer that schedules another within the window sees that one run too.
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        timers = timers.filter((t) => t !== timer);
        current = timer.due;
        timer.callback();
      }
      current = until;
    },
    pendingCount: () => timers.length,
  };
}
