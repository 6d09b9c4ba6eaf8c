// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPlaybackClock, usePlaybackPosition } from './playbackClock';

describe('the playback clock', () => {
  it('tells its subscribers only when the playhead or a level changed', () => {
    const clock = createPlaybackClock();
    const heard = vi.fn();
    const stop = clock.subscribe(heard);
    clock.publish(1, { drums: 0.5 });
    clock.publish(1, { drums: 0.5 });
    clock.publish(0, {});
    clock.publish(0, {});
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    clock.publish(2, {});
    expect(heard).toHaveBeenCalledTimes(2);
    expect(clock.position()).toBe(2);
  });

  it('re-renders a component only when the playhead moves a whole step', () => {
    const clock = createPlaybackClock();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePlaybackPosition(clock, 0.1);
    });
    const before = renders;
    // each frame on its own, as the browser would run them
    for (let frame = 1; frame <= 60; frame++) {
      act(() => clock.publish(frame / 600, { drums: frame / 60 }));
    }
    // a tenth of a second in sixty frames: one step, one render
    expect(result.current).toBeCloseTo(0.1, 6);
    expect(renders - before).toBe(1);
  });
});
