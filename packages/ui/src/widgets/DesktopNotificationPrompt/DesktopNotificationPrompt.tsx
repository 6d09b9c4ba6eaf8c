import {
  type DesktopNotificationPermission,
  desktopNotificationPrompt,
  enableDesktopNotifications,
  NOTIFICATION_PROMPT_DELAY_MS,
} from '@backline/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Modal } from '../../components/Modal/Modal';
import { useUIMessages } from '../../i18n/useUIMessages';
import { browserScheduler, type Scheduler } from '../../time/scheduler';
import * as styles from './DesktopNotificationPrompt.css';

export interface DesktopNotificationPromptProps {
  /** The browser's answer so far: `Notification.permission` ('default' when it has none). */
  permission: DesktopNotificationPermission;
  /** Whether the browser has desktop notifications at all (`'Notification' in window`). */
  isSupported: boolean;
  /** The user declined this prompt before (the app remembers it): it never shows. */
  hasDeclined: boolean;
  /**
   * "Enable notifications" on a browser that supports them: the app asks the browser
   * (`Notification.requestPermission()`) and saves `accept_desktop_notifications`.
   */
  onEnable: () => void;
  /** "No thanks", Escape or the close button: the app remembers the refusal. */
  onDecline: () => void;
  /** Runs the 10 s wait; tests and stories pass a manual one. @default browserScheduler */
  scheduler?: Scheduler;
}

/**
 * The lobby's desktop-notification permission modal (part 1 §2, §4): it appears 10 s after the
 * user entered the lobby unless they declined or the browser already has an answer (the domain's
 * `desktopNotificationPrompt`). On a browser without notifications, accepting says "Sorry, your
 * browser does not support notifications." (part 1 §8).
 */
export function DesktopNotificationPrompt({
  permission,
  isSupported,
  hasDeclined,
  onEnable,
  onDecline,
  scheduler = browserScheduler,
}: DesktopNotificationPromptProps) {
  const t = useUIMessages();
  const enteredAt = useRef<number | null>(null);
  const [due, setDue] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [unsupported, setUnsupported] = useState(false);

  const rule = (msSinceLobbyEntered: number) =>
    desktopNotificationPrompt({ permission, declined: hasDeclined, msSinceLobbyEntered });

  // Counted from the first render (entering the lobby), once.
  useEffect(() => {
    enteredAt.current ??= scheduler.now();
    return scheduler.setTimeout(
      () => setDue(true),
      enteredAt.current + NOTIFICATION_PROMPT_DELAY_MS - scheduler.now(),
    );
  }, [scheduler]);

  const isOpen =
    !answered &&
    due &&
    enteredAt.current !== null &&
    rule(scheduler.now() - enteredAt.current) === 'show';

  const decline = () => {
    setAnswered(true);
    onDecline();
  };

  return (
    <Modal
      isOpen={isOpen || unsupported}
      onOpenChange={(open) => {
        if (open) return;
        if (unsupported) setUnsupported(false);
        else decline();
      }}
      size="small"
    >
      <Dialog title={t('ui.desktopNotificationPrompt.title')} hasCloseButton>
        {unsupported ? (
          <Alert tone="warning">{t('ui.desktopNotificationPrompt.unsupported')}</Alert>
        ) : (
          <>
            <p className={styles.text}>{t('ui.desktopNotificationPrompt.text')}</p>
            <DialogFooter>
              <Button variant="secondary" onPress={decline}>
                {t('ui.desktopNotificationPrompt.decline')}
              </Button>
              <Button
                autoFocus
                onPress={() => {
                  setAnswered(true);
                  const outcome = enableDesktopNotifications(isSupported);
                  if (outcome.kind === 'requestPermission') onEnable();
                  else setUnsupported(true);
                }}
              >
                {t('ui.desktopNotificationPrompt.accept')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
