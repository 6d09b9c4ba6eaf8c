import {
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { scrim } from '../private/Overlay/overlay.css';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends ModalOverlayProps {
  /** The modal's width; it never exceeds the viewport. @default 'medium' */
  size?: ModalSize;
  /**
   * Closes the modal when the user presses outside it (Escape always closes it unless
   * `isKeyboardDismissDisabled`). @default true
   */
  isDismissable?: boolean;
}

/**
 * A modal layer on React Aria's ModalOverlay and Modal: it dims the page, traps Tab inside,
 * closes on Escape and returns focus to the trigger. Put a `Dialog` inside and the whole in a
 * `DialogTrigger` (or control it with `isOpen` and `onOpenChange`).
 */
export function Modal({
  size = 'medium',
  isDismissable = true,
  className,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={cx(scrim, styles.overlay)}>
      <RACModal
        className={composeRenderProps(className, (consumerClassName) =>
          cx(styles.modal, styles.size[size], consumerClassName),
        )}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
