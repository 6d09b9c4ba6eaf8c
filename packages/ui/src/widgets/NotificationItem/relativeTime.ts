/** One step of a relative time: how many of which unit, for `Intl.RelativeTimeFormat`. */
export interface RelativeTime {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
}

const STEPS: ReadonlyArray<[RelativeTime['unit'], number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  // An average month: 365.2425 days / 12 / 7 days.
  ['week', 365.2425 / 12 / 7],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long before `now` a moment was, in the largest whole unit ("3 hours ago" → {-3, 'hour'}).
 * Moments a little in the future (clock skew between server and browser) read as now.
 */
export function relativeTime(at: string | Date, now: Date): RelativeTime {
  let value = Math.min(0, (new Date(at).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return { value: Math.trunc(value), unit };
    value /= size;
  }
  return { value: Math.trunc(value), unit: 'year' };
}
