/** The one source of "now" for the platform: token expiry, rate-limit windows, session ages. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to, so tests never wait for wall-clock time. */
export interface TestClock extends Clock {
  advance(milliseconds: number): void;
  set(instant: Date): void;
}

export function createTestClock(start: Date = new Date('2026-01-15T10:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
    set(instant) {
      current = instant.getTime();
    },
  };
}
