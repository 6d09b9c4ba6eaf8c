import {
  composeRenderProps,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { OverlayArrow } from '../private/Overlay/OverlayArrow';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** Short plain text: a tooltip holds no links or buttons (use a Popover for those). */
  children: string;
  /** Draws an arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Distance from the trigger in pixels. @default 8 */
  offset?: number;
}

/**
 * A short description of its trigger on React Aria's Tooltip, shown on hover and on keyboard
 * focus, hidden on Escape. While open it describes the trigger (`aria-describedby`). Never the
 * only place important information lives: touch users cannot hover.
 */
export function Tooltip({
  showArrow = true,
  offset = 8,
  className,
  children,
  ...props
}: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={showArrow ? offset + 4 : offset}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.tooltip, consumerClassName),
      )}
    >
      {showArrow && <OverlayArrow colours="inverse" />}
      {children}
    </RACTooltip>
  );
}

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /** Milliseconds of hover before the tooltip opens (keyboard focus opens it at once). @default 700 */
  delay?: number;
  /** Milliseconds before it closes once the pointer leaves. @default 300 */
  closeDelay?: number;
}

/**
 * Pairs a focusable trigger (a `Button`, or any element in React Aria's `Focusable`) with its
 * `Tooltip`. A control that cannot be used yet should stay focusable (`aria-disabled`) rather
 * than be disabled, so keyboard users can reach it and hear why.
 */
export function TooltipTrigger({ delay = 700, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
