import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset as offsetMiddleware,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useState,
} from 'react';
import { useUNSAFE_PortalContext } from 'react-aria';
import { cx } from '../private/cx';
import * as styles from './HoverCard.css';

/** Where the card sits; `start`/`end` follow the reading direction (they flip in RTL). */
export const hoverCardPlacements = [
  'bottom-start',
  'bottom',
  'bottom-end',
  'top-start',
  'top',
  'top-end',
] as const;
export type HoverCardPlacement = (typeof hoverCardPlacements)[number];

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

export interface HoverCardProps {
  /**
   * The trigger: one focusable element that takes a ref and DOM props, such as a `Link` to the
   * person's profile wrapping their `Avatar`. It gets the hover and focus handlers.
   */
  children: TriggerElement;
  /**
   * The preview. It describes the trigger (`role="tooltip"`, linked by `aria-describedby`), so
   * keep it to text and images: actions belong on the page the trigger leads to.
   */
  content: ReactNode;
  /** @default 'bottom-start' */
  placement?: HoverCardPlacement;
  /** Milliseconds the pointer rests on the trigger before the card opens. @default 500 */
  openDelay?: number;
  /** Milliseconds before it closes once the pointer leaves trigger and card. @default 300 */
  closeDelay?: number;
  /** Distance from the trigger in pixels. @default 8 */
  offset?: number;
  /** Controls the open state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Opens on first render, uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when hovering, focusing, leaving, blurring or Escape opens or closes the card. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A class for the card. */
  className?: string;
}

/**
 * A preview (e.g. of a person) that opens while its trigger is hovered or keyboard-focused, built
 * with Floating UI since React Aria has none. It flips and shifts to stay in view, stays open
 * while the pointer moves onto it, closes on leave (after `closeDelay`), blur or Escape, and never
 * takes focus: the trigger keeps it.
 */
export function HoverCard({
  children,
  content,
  placement = 'bottom-start',
  openDelay = 500,
  closeDelay = 300,
  offset = 8,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  className,
}: HoverCardProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offsetMiddleware(offset), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      delay: { open: openDelay, close: closeDelay },
      handleClose: safePolygon(),
    }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  const triggerRef = useMergeRefs([refs.setReference, children.props.ref]);
  const { getContainer } = useUNSAFE_PortalContext();
  // Under a portal provider (DisplayPreferencesProvider) the card waits for its container, which
  // exists from the provider's second render: floating-ui keeps the portal node it first made.
  const container = getContainer?.() ?? null;
  const canPortal = getContainer === undefined || container !== null;

  return (
    <>
      {cloneElement(children, { ...getReferenceProps(children.props), ref: triggerRef })}
      {open && canPortal && (
        <FloatingPortal root={container ?? undefined}>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            className={cx(styles.card, className)}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
