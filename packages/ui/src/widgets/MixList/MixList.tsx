import {
  isWaitingForAudio,
  type Mixdown,
  mixdownSigningState,
  packageOffer,
  type RetryPromptKey,
} from '@backline/domain';
import { type HTMLAttributes, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { Icon } from '../../components/private/icons/Icon';
import { SpinnerIcon } from '../../components/private/SpinnerIcon/SpinnerIcon';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './MixList.css';

export interface MixListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The JamTrack's custom mixes, in the order to show. */
  mixdowns: readonly Mixdown[];
  /** The list is loading: a spinner instead of the rows. @default false */
  isLoading?: boolean;
  /** Shows Download on signed mixes (part 2 §5: only when the JamTrack's can_download is true). */
  onDownload?: (mixdownId: string) => void;
  /** Called after the user confirms "Delete this custom mix?". */
  onDelete: (mixdownId: string) => void;
  /** Called after the user confirms "Retry Download?": the app re-queues the mp3's signing. */
  onRetry: (mixdownId: string) => void;
  /** The mix being deleted: its Delete button shows as pending. */
  deletingId?: string | null;
}

function RetryIcon() {
  return (
    <Icon className={styles.retryIcon}>
      <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3.5v3.5h-3.5" />
    </Icon>
  );
}

type Confirmation =
  | { kind: 'delete'; mixdown: Mixdown }
  | { kind: 'retry'; mixdown: Mixdown; prompt: RetryPromptKey };

/**
 * My Mixes (part 2 §4, §8): each custom mix by its mp3's signing state — SIGNED has Download and
 * Delete ("Delete this custom mix?"), QUEUED and SIGNING show "Loading" with no actions, and the
 * failure and timeout states show a retry icon whose confirmation ("Retry Download?") carries
 * the §8 prompt.
 */
export function MixList({
  mixdowns,
  isLoading = false,
  onDownload,
  onDelete,
  onRetry,
  deletingId = null,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: MixListProps) {
  const t = useUIMessages();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const label = ariaLabel ?? (ariaLabelledBy ? undefined : t('ui.mixList.label'));

  return (
    <section
      {...props}
      aria-label={label}
      aria-labelledby={ariaLabelledBy}
      className={cx(styles.mixList, className)}
    >
      {isLoading && mixdowns.length === 0 ? (
        <div className={styles.status}>
          <Spinner />
        </div>
      ) : mixdowns.length === 0 ? (
        <p className={styles.empty}>{t('ui.mixList.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {mixdowns.map((mixdown) => {
            const offer = packageOffer(mixdownSigningState(mixdown));
            return (
              <li key={mixdown.id} className={styles.row} data-offer={offer.kind}>
                <span className={styles.name}>{mixdown.name}</span>
                <span className={styles.actions}>
                  {offer.kind === 'loading' && (
                    <span className={styles.loading}>
                      <SpinnerIcon />
                      {isWaitingForAudio(mixdown)
                        ? t('ui.package.waitingForAudio')
                        : t('ui.package.loading')}
                    </span>
                  )}
                  {offer.kind === 'ready' && (
                    <>
                      {onDownload && (
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('ui.mixList.download', { name: mixdown.name })}
                          onPress={() => onDownload(mixdown.id)}
                        >
                          {t('ui.mixList.downloadAction')}
                        </Button>
                      )}
                      <Button
                        variant="quiet"
                        size="small"
                        aria-label={t('ui.mixList.delete', { name: mixdown.name })}
                        isPending={deletingId === mixdown.id}
                        onPress={() => setConfirmation({ kind: 'delete', mixdown })}
                      >
                        {t('ui.mixList.deleteAction')}
                      </Button>
                    </>
                  )}
                  {offer.kind === 'retry' && (
                    <Button
                      variant="quiet"
                      size="small"
                      aria-label={t('ui.mixList.retry', { name: mixdown.name })}
                      onPress={() =>
                        setConfirmation({ kind: 'retry', mixdown, prompt: offer.prompt })
                      }
                    >
                      <RetryIcon />
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <AlertDialog
        isOpen={confirmation?.kind === 'delete'}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title={t('ui.mix.deleteConfirm')}
        tone="destructive"
        confirmLabel={t('ui.mixList.deleteAction')}
        onConfirm={() => confirmation && onDelete(confirmation.mixdown.id)}
      >
        {confirmation?.mixdown.name}
      </AlertDialog>
      <AlertDialog
        isOpen={confirmation?.kind === 'retry'}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title={t('ui.package.retryDownloadTitle')}
        confirmLabel={t('ui.mixList.retryAction')}
        onConfirm={() => confirmation && onRetry(confirmation.mixdown.id)}
      >
        {confirmation?.kind === 'retry' && t(`ui.package.${confirmation.prompt}`)}
      </AlertDialog>
    </section>
  );
}
