import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  indexAfterDrag,
  nearestIndex,
  startOffset,
  stepForKey,
} from './carouselGeometry';

const rect = (left: number, width: number) => new DOMRect(left, 0, width, 100);

describe('startOffset', () => {
  it('measures from the left edges left to right', () => {
    expect(startOffset(rect(100, 300), rect(160, 280), false)).toBe(60);
  });

  it('measures from the right edges right to left', () => {
    // Viewport 100–400, slide 40–320: its start (right) edge is 80 px before the viewport's.
    expect(startOffset(rect(100, 300), rect(40, 280), true)).toBe(-80);
  });
});

describe('nearestIndex', () => {
  it('picks the slide whose start is closest to the viewport start, on either side', () => {
    expect(nearestIndex([-560, -280, 12, 292])).toBe(2);
    expect(nearestIndex([-300, -20, 260])).toBe(1);
  });

  it('is 0 for a single slide', () => {
    expect(nearestIndex([40])).toBe(0);
  });
});

describe('clampIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(7, 5)).toBe(4);
    expect(clampIndex(3, 5)).toBe(3);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe('stepForKey', () => {
  it('maps the arrows to the reading direction', () => {
    expect(stepForKey('ArrowRight', false)).toBe('next');
    expect(stepForKey('ArrowLeft', false)).toBe('previous');
    expect(stepForKey('ArrowLeft', true)).toBe('next');
    expect(stepForKey('ArrowRight', true)).toBe('previous');
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(stepForKey('Home', true)).toBe('first');
    expect(stepForKey('End', false)).toBe('last');
    expect(stepForKey('ArrowDown', false)).toBeNull();
    expect(stepForKey('Enter', false)).toBeNull();
  });
});

describe('indexAfterDrag', () => {
  it('springs back from a short drag', () => {
    expect(indexAfterDrag(2, -30, 48, false)).toBe(2);
  });

  it('moves to the next card when the content is pulled towards the inline start', () => {
    expect(indexAfterDrag(2, -120, 48, false)).toBe(3);
    expect(indexAfterDrag(2, 120, 48, true)).toBe(3);
  });

  it('moves to the previous card when pulled towards the inline end', () => {
    expect(indexAfterDrag(2, 120, 48, false)).toBe(1);
    expect(indexAfterDrag(2, -120, 48, true)).toBe(1);
  });
});
