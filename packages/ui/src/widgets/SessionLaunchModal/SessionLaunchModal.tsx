import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Modal, type ModalProps } from '../../components/Modal/Modal';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SessionLaunchModal.css';

export interface SessionLaunchModalProps
  extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /**
   * The custom-protocol link that opens the session in the desktop app: the domain's
   * `sessionLaunchLink(id)` (`backline://session/{id}`) with the app's query.
   */
  launchHref: string;
  /** Called when the user follows the link (e.g. to close the modal). */
  onLaunch?: () => void;
  /**
   * What the hand-off follows: joining a session, or creating one (then it says the session is
   * created). @default 'join'
   */
  purpose?: SessionHandOffPurpose;
}

export const sessionHandOffPurposes = ['join', 'create'] as const;
export type SessionHandOffPurpose = (typeof sessionHandOffPurposes)[number];

/**
 * The desktop app answered (part 1 §4 Join session, "on success a modal opens the
 * custom-protocol link"): "Launch session" opens it again whenever the user wants.
 */
export function SessionLaunchModal({
  launchHref,
  onLaunch,
  purpose = 'join',
  ...props
}: SessionLaunchModalProps) {
  const t = useUIMessages();
  const created = purpose === 'create';
  return (
    <Modal {...props} size="small">
      <Dialog
        title={t(created ? 'ui.sessionLaunch.createdTitle' : 'ui.sessionLaunch.title')}
        hasCloseButton
      >
        <p className={styles.text}>
          {t(created ? 'ui.sessionLaunch.createdText' : 'ui.sessionLaunch.text')}
        </p>
        <DialogFooter>
          <ButtonLink variant="primary" href={launchHref} onPress={onLaunch} autoFocus>
            {t('ui.sessionLaunch.launch')}
          </ButtonLink>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
