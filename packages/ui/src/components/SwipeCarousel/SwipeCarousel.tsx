import {
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import {
  clampIndex,
  indexAfterDrag,
  isRightToLeft,
  nearestIndex,
  startOffset,
  stepForKey,
} from './carouselGeometry';
import * as styles from './SwipeCarousel.css';

/** A mouse drag must travel this far (CSS px) before it counts as a drag and not a click. */
const DRAG_START_DISTANCE = 6;
/** A drag this long moves to the next or previous card; a shorter one springs back. */
const DRAG_SWIPE_DISTANCE = 48;

export interface SwipeCarouselProps<T>
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'role'> {
  /** Names the carousel for screen readers ("JamTracks"); or use `aria-labelledby`. */
  'aria-label'?: string;
  /** The loaded items, one card each. */
  items: readonly T[];
  /** Renders an item's card. */
  children: (item: T, index: number) => ReactNode;
  /** Each item's stable key. @default item.id, else its index */
  itemKey?: (item: T, index: number) => Key;
  /** How many items exist in all, when more pages can load. @default items.length */
  total?: number;
  /**
   * Words the position, shown between the buttons, announced politely as it changes and naming
   * each card. Pass the page's own message to name the thing: `(n, total) => "JamTrack 3 of 20"`.
   * @default "3 of 20" (ui.swipeCarousel.position)
   */
  positionLabel?: (position: number, total: number) => string;
  /** The card shown first (0-based). @default 0 */
  defaultIndex?: number;
  /** Called with the 0-based index whenever the current card changes (buttons, keys or swipe). */
  onIndexChange?: (index: number) => void;
  /**
   * Called once per page when the current card comes within `nearEndThreshold` cards of the last
   * loaded one: load the next page here. Pass it only while a next page exists.
   */
  onNearEnd?: () => void;
  /** How many cards before the last loaded one `onNearEnd` fires. @default 2 */
  nearEndThreshold?: number;
  /**
   * What shows when there are no items: the page's own words ("No Records!").
   * @default "Nothing to show yet." (ui.collection.empty)
   */
  emptyState?: ReactNode;
  /** The first page is loading: shows a spinner instead of `emptyState`. @default false */
  isLoading?: boolean;
}

// Layout effects do not run on the server; React 18 warns if they are even declared there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Which of a carousel's own Previous / Next buttons an element is, if either. */
function carouselStepOf(element: EventTarget | null | undefined): string | null {
  return element instanceof Element ? element.getAttribute('data-carousel-step') : null;
}

function defaultItemKey(item: unknown, index: number): Key {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * Cards in a row that swipe (touch, or a mouse drag) and step with Previous / Next buttons and the
 * arrow keys, one card at a time, snapping by CSS scroll-snap on the inline axis so right to left
 * works by `dir`. The position ("3 of 20") is shown and announced. Used below the sm breakpoint
 * where wider screens show a Table (see ResponsiveCollection).
 */
export function SwipeCarousel<T>({
  items,
  children,
  itemKey = defaultItemKey,
  total: totalProp,
  positionLabel,
  defaultIndex = 0,
  onIndexChange,
  onNearEnd,
  nearEndThreshold = 2,
  emptyState,
  isLoading = false,
  className,
  onKeyDown,
  ...props
}: SwipeCarouselProps<T>) {
  const t = useUIMessages();
  const count = items.length;
  const total = Math.max(totalProp ?? count, count);
  const [index, setIndexState] = useState(() => clampIndex(defaultIndex, count));
  const current = clampIndex(index, count);

  const viewportRef = useRef<HTMLDivElement>(null);
  // While a button or key scrolls towards a card, the scroll positions passed on the way are not
  // "the current card": the position would count up through every card an End key skips.
  const scrollTargetRef = useRef<number | null>(null);
  const frameRef = useRef<number | null>(null);
  const dragRef = useRef<{
    pointerId: number;
    startX: number;
    startScrollLeft: number;
    isDragging: boolean;
  } | null>(null);
  const suppressClickRef = useRef(false);

  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  // The index's latest value, for handlers that run between renders (scroll frames, key repeats).
  const indexRef = useRef(index);
  const setIndex = useCallback((next: number) => {
    if (indexRef.current === next) return;
    indexRef.current = next;
    setIndexState(next);
    onIndexChangeRef.current?.(next);
  }, []);

  const scrollToIndex = useCallback((target: number, behavior?: ScrollBehavior) => {
    const viewport = viewportRef.current;
    const slide = viewport?.children[target];
    if (!viewport || !slide) return;
    const offset = startOffset(
      viewport.getBoundingClientRect(),
      slide.getBoundingClientRect(),
      isRightToLeft(viewport),
    );
    if (Math.abs(offset) < 1) {
      scrollTargetRef.current = null;
      return;
    }
    scrollTargetRef.current = target;
    // An absolute target, not scrollBy: Chromium treats scrollBy as a directional scroll that
    // scroll-snap-stop stops at the very next card, so End would only move one card. Without
    // `behavior` the stylesheet's scroll-behavior decides: smooth, or instant under reduced motion.
    const left = viewport.scrollLeft + offset;
    viewport.scrollTo(behavior ? { left, behavior } : { left });
  }, []);

  // A carousel that opens on a later card is already there at first paint, not scrolled into it.
  const initialIndexRef = useRef(index);
  useIsomorphicLayoutEffect(() => {
    if (initialIndexRef.current > 0) scrollToIndex(initialIndexRef.current, 'instant');
  }, [scrollToIndex]);

  const goTo = useCallback(
    (target: number) => {
      const next = clampIndex(target, count);
      // A button that becomes disabled would drop focus to the page: keep it in the carousel.
      const step = carouselStepOf(viewportRef.current?.ownerDocument.activeElement);
      if ((next === 0 && step === 'previous') || (next === count - 1 && step === 'next')) {
        viewportRef.current?.focus({ preventScroll: true });
      }
      setIndex(next);
      scrollToIndex(next);
    },
    [count, scrollToIndex, setIndex],
  );

  // The current card follows the scroll position when the user swipes, drags or tabs into a card.
  const syncIndexFromScroll = useCallback(() => {
    frameRef.current = null;
    const viewport = viewportRef.current;
    if (!viewport || viewport.children.length === 0) return;
    const viewportRect = viewport.getBoundingClientRect();
    const rightToLeft = isRightToLeft(viewport);
    const offsets = Array.from(viewport.children, (slide) =>
      startOffset(viewportRect, slide.getBoundingClientRect(), rightToLeft),
    );
    const nearest = nearestIndex(offsets);
    if (scrollTargetRef.current !== null) {
      if (nearest !== scrollTargetRef.current) return;
      scrollTargetRef.current = null;
    }
    setIndex(nearest);
  }, [setIndex]);

  const handleScroll = () => {
    if (frameRef.current === null) {
      frameRef.current = requestAnimationFrame(syncIndexFromScroll);
    }
  };

  useEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    },
    [],
  );

  // Keep the index inside the list when items are removed.
  useEffect(() => {
    if (count > 0 && index > count - 1) setIndex(count - 1);
  }, [count, index, setIndex]);

  // Ask for the next page once per loaded length, when the user nears the last loaded card.
  const nearEndNotifiedForRef = useRef<number | null>(null);
  useEffect(() => {
    if (!onNearEnd || count === 0) return;
    if (current >= count - 1 - nearEndThreshold && nearEndNotifiedForRef.current !== count) {
      nearEndNotifiedForRef.current = count;
      onNearEnd();
    }
  }, [current, count, nearEndThreshold, onNearEnd]);

  const userTakesOver = () => {
    scrollTargetRef.current = null;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    const target = event.target;
    // Keys pressed inside a card (a text field, a menu) belong to the card.
    if (event.defaultPrevented || (target !== viewportRef.current && !carouselStepOf(target))) {
      return;
    }
    const step = stepForKey(event.key, isRightToLeft(event.currentTarget));
    if (!step) return;
    event.preventDefault();
    if (step === 'previous') goTo(current - 1);
    else if (step === 'next') goTo(current + 1);
    else if (step === 'first') goTo(0);
    else goTo(count - 1);
  };

  // Touch swipes scroll natively (and snap); a mouse has no swipe, so it drags the row instead.
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    userTakesOver();
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScrollLeft: event.currentTarget.scrollLeft,
      isDragging: false,
    };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const viewport = event.currentTarget;
    const deltaX = event.clientX - drag.startX;
    if (!drag.isDragging) {
      if (Math.abs(deltaX) < DRAG_START_DISTANCE) return;
      // Captured only once it is a drag: a plain click still reaches the card's own buttons.
      drag.isDragging = true;
      viewport.setAttribute('data-dragging', '');
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone (released between events): the drag ends on pointerup.
      }
    }
    viewport.scrollLeft = drag.startScrollLeft - deltaX;
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    if (!drag.isDragging) return;
    const viewport = event.currentTarget;
    viewport.removeAttribute('data-dragging');
    if (viewport.hasPointerCapture(event.pointerId))
      viewport.releasePointerCapture(event.pointerId);
    suppressClickRef.current = true;
    goTo(
      indexAfterDrag(
        current,
        event.clientX - drag.startX,
        DRAG_SWIPE_DISTANCE,
        isRightToLeft(viewport),
      ),
    );
  };

  // The click that ends a drag is not a press on whatever card is under the pointer.
  const handleClickCapture = (event: MouseEvent) => {
    if (!suppressClickRef.current) return;
    suppressClickRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  if (count === 0) {
    return (
      <div {...props} className={cx(styles.message, className)}>
        {isLoading ? <Spinner /> : (emptyState ?? t('ui.collection.empty'))}
      </div>
    );
  }

  const label = (position: number) =>
    positionLabel
      ? positionLabel(position, total)
      : t('ui.swipeCarousel.position', { index: position, total });

  return (
    <section
      {...props}
      role="region"
      aria-roledescription={t('ui.swipeCarousel.roleDescription')}
      className={cx(styles.carousel, className)}
      onKeyDown={handleKeyDown}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse drags the scrolling row, like a touch swipe */}
      <div
        ref={viewportRef}
        className={styles.viewport}
        // Focusable: the arrow keys work on it, and a keyboard user can reach a row with no
        // buttons in its cards (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling row takes the arrow keys
        tabIndex={0}
        onScroll={handleScroll}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onClickCapture={handleClickCapture}
        onWheel={userTakesOver}
        onTouchStart={userTakesOver}
        onDragStart={(event) => {
          if (dragRef.current) event.preventDefault();
        }}
      >
        {items.map((item, itemIndex) => (
          // WAI-ARIA's carousel pattern: each slide is a group named by its position.
          // biome-ignore lint/a11y/useSemanticElements: a slide is no form fieldset
          <div
            key={itemKey(item, itemIndex)}
            role="group"
            aria-roledescription={t('ui.swipeCarousel.slideRoleDescription')}
            aria-label={label(itemIndex + 1)}
            aria-current={itemIndex === current ? 'true' : undefined}
            className={styles.slide}
          >
            <div className={styles.slideContent}>{children(item, itemIndex)}</div>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <Button
          data-carousel-step="previous"
          variant="secondary"
          size="small"
          aria-label={t('ui.swipeCarousel.previous')}
          isDisabled={current === 0}
          onPress={() => goTo(current - 1)}
        >
          <ChevronIcon direction="previous" />
        </Button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {label(current + 1)}
        </p>
        <Button
          data-carousel-step="next"
          variant="secondary"
          size="small"
          aria-label={t('ui.swipeCarousel.next')}
          isDisabled={current === count - 1}
          onPress={() => goTo(current + 1)}
        >
          <ChevronIcon direction="next" />
        </Button>
      </div>
    </section>
  );
}

/** Drawn left to right (previous points left); the stylesheet mirrors it right to left. */
function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'm12.5 4-6 6 6 6' : 'm7.5 4 6 6-6 6'} />
    </svg>
  );
}
