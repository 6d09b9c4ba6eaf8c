import {
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { scrim } from '../private/Overlay/overlay.css';
import * as styles from './Drawer.css';

export const drawerPlacements = ['end', 'start'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export const drawerSizes = ['small', 'medium', 'large'] as const;
export type DrawerSize = (typeof drawerSizes)[number];

export interface DrawerProps extends ModalOverlayProps {
  /**
   * The edge it slides from, in the reading direction: `end` is the right in left-to-right pages
   * and the left in right-to-left ones. @default 'end'
   */
  placement?: DrawerPlacement;
  /** The panel's width; it never exceeds the viewport. @default 'medium' */
  size?: DrawerSize;
  /** Closes the panel when the user presses the dimmed page beside it. @default true */
  isDismissable?: boolean;
}

/**
 * A side panel (e.g. a person's profile) over the page, full height at the inline-end edge: modal
 * like `Modal` (Tab stays inside, Escape closes, focus returns to the trigger). Put a `Dialog`
 * with `hasCloseButton` inside, and the whole in a `DialogTrigger` or control it with `isOpen`.
 */
export function Drawer({
  placement = 'end',
  size = 'medium',
  isDismissable = true,
  className,
  children,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={scrim}>
      <RACModal
        className={composeRenderProps(className, (consumerClassName) =>
          cx(styles.drawer, styles.placement[placement], styles.size[size], consumerClassName),
        )}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
