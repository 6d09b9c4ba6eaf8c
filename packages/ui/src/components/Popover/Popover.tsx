import {
  composeRenderProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { OverlayArrow } from '../private/Overlay/OverlayArrow';
import * as styles from './Popover.css';

export interface PopoverProps extends RACPopoverProps {
  /** Draws an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
  /** Distance from the trigger in pixels. @default 8 */
  offset?: number;
}

/**
 * A non-modal floating surface on React Aria's Popover: positioned next to its trigger (flipping
 * to stay in view), closed by Escape or a press outside. Holds a `Dialog` (in a `DialogTrigger`),
 * a `Menu` (in a `MenuTrigger`) or a listbox.
 */
export function Popover({
  showArrow = false,
  offset = 8,
  className,
  children,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={showArrow ? offset + 4 : offset}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.popover, consumerClassName),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && <OverlayArrow colours="surface" />}
          {content}
        </>
      ))}
    </RACPopover>
  );
}
