import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Link } from '../../components/Link/Link';
import { Modal, type ModalProps } from '../../components/Modal/Modal';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { SessionHandOffPurpose } from '../SessionLaunchModal/SessionLaunchModal';
import * as styles from './NativeAppUnavailableModal.css';

export interface NativeAppUnavailableModalProps
  extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /**
   * Where "Download app" goes: the desktop app's download for the user's platform (from GET
   * /api/artifacts/clients).
   */
  downloadHref: string;
  /** Where "Get Help" goes: the help desk (MAIN_SITE_URL's), opened in a new tab. */
  helpHref: string;
  /**
   * What the hand-off follows: joining, or creating (then it says the session is created and
   * waits in the app). @default 'join'
   */
  purpose?: SessionHandOffPurpose;
}

/**
 * Joining found no desktop app (part 1 §4: nothing answered the custom-protocol link within
 * 1 s, the domain's `nativeAppDetection`): the native-app-unavailable modal with "Download app"
 * and "Get Help" (part 1 §2, §8). Control it with `isOpen` and `onOpenChange`.
 */
export function NativeAppUnavailableModal({
  downloadHref,
  helpHref,
  purpose = 'join',
  ...props
}: NativeAppUnavailableModalProps) {
  const t = useUIMessages();
  return (
    <Modal {...props} size="small">
      <Dialog title={t('ui.nativeAppUnavailable.title')} hasCloseButton>
        <p className={styles.text}>
          {t(
            purpose === 'create'
              ? 'ui.nativeAppUnavailable.createdText'
              : 'ui.nativeAppUnavailable.text',
          )}
        </p>
        <DialogFooter className={styles.footer}>
          <Link href={helpHref} variant="standalone" isExternal>
            {t('ui.nativeAppUnavailable.getHelp')}
          </Link>
          <ButtonLink variant="primary" href={downloadHref} autoFocus>
            {t('ui.nativeAppUnavailable.downloadApp')}
          </ButtonLink>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
