import type { ReactNode } from 'react';
import {
  type DialogRenderProps,
  Heading,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { CloseIcon } from '../private/icons/icons';
import * as styles from './Dialog.css';

/** React Aria's DialogTrigger: pairs a button with the Modal, Drawer or Popover it opens. */
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export const dialogHeadingLevels = [2, 3] as const;
export type DialogHeadingLevel = (typeof dialogHeadingLevels)[number];

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading; it also names the dialog. Without one, pass `aria-label`. */
  title?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: DialogHeadingLevel;
  /**
   * Shows a close button at the header's inline-end (labelled "Close"). Useful in a Modal or a
   * Drawer, where Escape is not discoverable by pointer and touch users. @default false
   */
  hasCloseButton?: boolean;
  /** The content; a function receives `close` to close the dialog from inside. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * `alertdialog` for a confirmation that interrupts the user (see AlertDialog).
   * @default 'dialog'
   */
  role?: RACDialogProps['role'];
}

/**
 * The content of a Modal, Drawer or Popover, on React Aria's Dialog: named by its title,
 * focus moved inside on open and returned to the trigger on close.
 */
export function Dialog({
  title,
  headingLevel = 2,
  hasCloseButton = false,
  className,
  children,
  ...props
}: DialogProps) {
  const t = useUIMessages();
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {(renderProps) => (
        <>
          {(title || hasCloseButton) && (
            <div className={styles.header}>
              {title && (
                <Heading slot="title" level={headingLevel} className={styles.title}>
                  {title}
                </Heading>
              )}
              {hasCloseButton && (
                <Button
                  slot="close"
                  variant="quiet"
                  size="small"
                  aria-label={t('ui.dialog.close')}
                  className={styles.closeButton}
                >
                  <CloseIcon />
                </Button>
              )}
            </div>
          )}
          <div className={styles.body}>
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        </>
      )}
    </RACDialog>
  );
}
