/**
 * Pure geometry of the swipe carousel, apart from React so it can be tested without layout.
 * "Start" is the inline start: the left edge left to right, the right edge right to left.
 */

/** Whether an element is laid out right to left (from CSS, so a `dir` on any ancestor counts). */
export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** How far (in CSS pixels, physical) a slide's start edge is from the viewport's start edge. */
export function startOffset(viewport: DOMRect, slide: DOMRect, rightToLeft: boolean): number {
  return rightToLeft ? slide.right - viewport.right : slide.left - viewport.left;
}

/** The slide whose start edge is nearest the viewport's start edge: the one the user sees. */
export function nearestIndex(offsets: readonly number[]): number {
  let nearest = 0;
  for (let index = 1; index < offsets.length; index++) {
    if (Math.abs(offsets[index]!) < Math.abs(offsets[nearest]!)) nearest = index;
  }
  return nearest;
}

/** An index kept within a list of `count` items (0 when the list is empty). */
export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(index, count - 1));
}

/** The keys that move the carousel, mapped to a step; arrows follow the reading direction. */
export function stepForKey(
  key: string,
  rightToLeft: boolean,
): 'previous' | 'next' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowLeft':
      return rightToLeft ? 'next' : 'previous';
    case 'ArrowRight':
      return rightToLeft ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * Where a mouse drag of `deltaX` pixels (physical, positive to the right) lands, from `index`.
 * A drag shorter than `threshold` springs back; a longer one moves one card, the way the content
 * was pulled: pulling it towards the inline start reveals the next card.
 */
export function indexAfterDrag(
  index: number,
  deltaX: number,
  threshold: number,
  rightToLeft: boolean,
): number {
  if (Math.abs(deltaX) < threshold) return index;
  const pulledTowardsStart = rightToLeft ? deltaX > 0 : deltaX < 0;
  return pulledTowardsStart ? index + 1 : index - 1;
}
