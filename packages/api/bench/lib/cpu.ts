import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), fixed at 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) that these processes have used so far, from /proc; 0 for a pid
 * that is gone or on a system without /proc. With a before/after pair it shows what a run cost
 * the server and the database, which the latency alone hides on a shared machine.
 */
export function cpuMilliseconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at state; utime and stime
      // are the 14th and 15th fields overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or no /proc
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The machine's 1-minute load average (0 where unknown): context for the figures. */
export function loadAverage(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}
