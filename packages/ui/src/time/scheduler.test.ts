import { describe, expect, it, vi } from 'vitest';
import { browserScheduler, createManualScheduler } from './scheduler';

describe('createManualScheduler', () => {
  it('runs a timer only once time reaches it', () => {
    const scheduler = createManualScheduler();
    const callback = vi.fn();
    scheduler.setTimeout(callback, 400);
    scheduler.advance(399);
    expect(callback).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(scheduler.now()).toBe(400);
    expect(scheduler.pendingCount()).toBe(0);
  });

  it('never runs a cancelled timer', () => {
    const scheduler = createManualScheduler();
    const callback = vi.fn();
    const cancel = scheduler.setTimeout(callback, 10);
    cancel();
    scheduler.advance(100);
    expect(callback).not.toHaveBeenCalled();
  });

  it('runs due timers in order, including ones scheduled on the way, at their own time', () => {
    const scheduler = createManualScheduler(1_000);
    const seen: Array<[string, number]> = [];
    scheduler.setTimeout(() => seen.push(['b', scheduler.now()]), 20);
    scheduler.setTimeout(() => {
      seen.push(['a', scheduler.now()]);
      scheduler.setTimeout(() => seen.push(['c', scheduler.now()]), 15);
    }, 10);
    scheduler.advance(30);
    expect(seen).toEqual([
      ['a', 1_010],
      ['b', 1_020],
      ['c', 1_025],
    ]);
    expect(scheduler.now()).toBe(1_030);
  });
});

describe('browserScheduler', () => {
  it('uses the real timers, which a test can fake', () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      const cancel = browserScheduler.setTimeout(callback, 1_000);
      vi.advanceTimersByTime(1_000);
      expect(callback).toHaveBeenCalledTimes(1);
      cancel();
    } finally {
      vi.useRealTimers();
    }
  });
});
