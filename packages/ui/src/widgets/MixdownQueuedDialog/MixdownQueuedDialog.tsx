import {
  type Mixdown,
  mixdownMp3Package,
  mixdownSigningState,
  packageOffer,
  packagingProgress,
  queueEstimate,
} from '@backline/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Modal, type ModalProps } from '../../components/Modal/Modal';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './MixdownQueuedDialog.css';

export interface MixdownQueuedDialogProps extends Omit<ModalProps, 'children' | 'size'> {
  /**
   * The enqueued mixdown as the live `mixdown` updates leave it: its mp3 package's queue_time
   * gives the estimate, packaging_steps and current_packaging_step the progress.
   */
  mixdown: Pick<Mixdown, 'name' | 'packages'> | null;
}

/**
 * "Mixdown Queued" (part 2 §4, §9): the estimate ("about 1 minute" or "about N minutes to be
 * created") and a progress bar that follows the live packaging steps until the mix is SIGNED;
 * a failure or timeout shows the §8 prompt. Closing it does not stop the mix.
 */
export function MixdownQueuedDialog({ mixdown, ...props }: MixdownQueuedDialogProps) {
  const t = useUIMessages();
  const pkg = mixdown ? mixdownMp3Package(mixdown) : undefined;
  const estimate = queueEstimate(pkg?.queue_time);
  const offer = packageOffer(mixdown ? mixdownSigningState(mixdown) : 'QUEUED');
  const progress = offer.kind === 'ready' ? 1 : pkg ? packagingProgress(pkg) : 0;
  return (
    <Modal {...props} size="small">
      <Dialog title={t('ui.package.mixdownQueuedTitle')}>
        {({ close }) => (
          <div className={styles.content}>
            {mixdown && (
              <p className={styles.text}>
                {t('ui.mixdownQueued.estimate', {
                  name: mixdown.name,
                  estimate:
                    estimate.kind === 'aboutOneMinute'
                      ? t('ui.package.queueEstimateOneMinute')
                      : t('ui.package.queueEstimateMinutes', { minutes: estimate.minutes }),
                })}
              </p>
            )}
            {offer.kind === 'retry' ? (
              <Alert tone="error">{t(`ui.package.${offer.prompt}`)}</Alert>
            ) : (
              <ProgressBar
                label={t('ui.mixdownQueued.progress')}
                value={Math.round(progress * 100)}
              />
            )}
            {offer.kind === 'ready' && <Alert tone="success">{t('ui.mixdownQueued.ready')}</Alert>}
            <DialogFooter>
              <Button onPress={close} autoFocus>
                {t('ui.mixdownQueued.close')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
