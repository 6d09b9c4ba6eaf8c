import { shortenName } from '@backline/domain';
import { AlertDialog, type AlertDialogProps } from '../../components/AlertDialog/AlertDialog';
import { InlineError } from '../../components/InlineError/InlineError';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './RemoveFriendDialog.css';

export interface RemoveFriendDialogProps
  extends Omit<AlertDialogProps, 'title' | 'children' | 'tone' | 'confirmLabel' | 'cancelLabel'> {
  /** The friend's name, as the question names them (shortened to 20 characters). */
  personName: string;
  /**
   * The last removal failed: shows "An error encountered when removing friend." in the dialog,
   * so the user can try again or cancel. @default false
   */
  hasError?: boolean;
}

/**
 * The remove-friend confirmation of part 1 §2: "Remove friend", "Are you sure you want to remove
 * {name} from your friends?", Cancel (focused first) and a danger "Remove".
 *
 * How to use: inside a `DialogTrigger` after the button that opens it (FriendButton does this
 * for "Unfriend this person"), or controlled with `isOpen`/`onOpenChange` from a friends-list row.
 * `onConfirm` calls `DELETE /users/{id}/friends/{friendId}`. To keep the dialog open while that
 * runs, pass `closeOnConfirm={false}` and `isConfirmPending`, then close it on success or set
 * `hasError` on failure.
 */
export function RemoveFriendDialog({
  personName,
  hasError = false,
  ...props
}: RemoveFriendDialogProps) {
  const t = useUIMessages();
  return (
    <AlertDialog
      {...props}
      tone="destructive"
      title={t('ui.friendship.removeConfirmTitle')}
      confirmLabel={t('ui.friendship.removeConfirm')}
    >
      <p className={styles.question}>
        {t('ui.friendship.removeConfirmText', { name: shortenName(personName) })}
      </p>
      {hasError && <InlineError>{t('ui.friendship.removeFailed')}</InlineError>}
    </AlertDialog>
  );
}
