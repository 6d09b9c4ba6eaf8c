import { type ReactNode, useId } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { DialogFooter } from '../Dialog/DialogFooter';
import { Modal, type ModalProps } from '../Modal/Modal';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['neutral', 'destructive'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /** The question or statement, e.g. "Delete this custom mix?". It names the dialog. */
  title: string;
  /** What happens if the user confirms, in a sentence or two. */
  children?: ReactNode;
  /**
   * `destructive` paints the confirm button as danger and puts initial focus on Cancel, so a
   * hurried Enter never destroys anything. @default 'neutral'
   */
  tone?: AlertDialogTone;
  /** The confirm button's text: a verb that says what happens ("Delete", "Unfriend"). @default "Confirm" (ui.dialog.confirm) */
  confirmLabel?: string;
  /** @default "Cancel" (ui.dialog.cancel) */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm?: () => void;
  /**
   * Closes the dialog as soon as the user confirms. Turn it off to keep it open while the action
   * runs (`isConfirmPending`) and close it yourself with `isOpen`. @default true
   */
  closeOnConfirm?: boolean;
  /** Shows the confirm button as pending (spinner, presses ignored). @default false */
  isConfirmPending?: boolean;
}

/**
 * A confirmation (`role="alertdialog"`) in a modal: a question, Cancel and a confirm action.
 * Pressing outside does not dismiss it; Escape and Cancel do. Use inside a `DialogTrigger` with
 * the button that opens it, or control it with `isOpen` and `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  tone = 'neutral',
  confirmLabel,
  cancelLabel,
  onConfirm,
  closeOnConfirm = true,
  isConfirmPending = false,
  ...props
}: AlertDialogProps) {
  const t = useUIMessages();
  const messageId = useId();
  const isDestructive = tone === 'destructive';
  return (
    <Modal {...props} size="small" isDismissable={false}>
      <Dialog role="alertdialog" title={title} aria-describedby={children ? messageId : undefined}>
        {({ close }) => (
          <>
            {children && (
              <div id={messageId} className={styles.message}>
                {children}
              </div>
            )}
            <DialogFooter>
              <Button variant="secondary" onPress={close} autoFocus={isDestructive}>
                {cancelLabel ?? t('ui.dialog.cancel')}
              </Button>
              <Button
                variant={isDestructive ? 'danger' : 'primary'}
                isPending={isConfirmPending}
                autoFocus={!isDestructive}
                onPress={() => {
                  onConfirm?.();
                  if (closeOnConfirm) close();
                }}
              >
                {confirmLabel ?? t('ui.dialog.confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
