import { useCallback, useRef } from 'react';
import {
  composeRenderProps,
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastList as RACToastList,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { CloseIcon, toneIcons } from '../private/icons/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Toast.css';
import type { ToastMessage, ToastQueue } from './toastQueue';
import { useToast } from './useToast';

export interface ToastRegionProps
  extends Omit<RACToastRegionProps<ToastMessage>, 'queue' | 'children'> {
  /** The toasts to show. @default the queue of `useToast()` (the app-wide `toastQueue`) */
  queue?: ToastQueue;
  /** Names the landmark (F6 moves to it). @default "Notifications" (ui.toast.region) */
  'aria-label'?: string;
}

/**
 * Shows the queue's toasts in a landmark region at the block-end, inline-end corner. Each toast
 * is announced, can be reached with F6 then Tab, and closes with its button or Escape; timers
 * pause while the region is hovered or focused. Render one, near the root of the app.
 */
export function ToastRegion({ queue, className, ...props }: ToastRegionProps) {
  const t = useUIMessages();
  const contextQueue = useToast();
  const activeQueue = queue ?? contextQueue;
  const queueRef = useRef(activeQueue);
  queueRef.current = activeQueue;
  // React Aria's Toast takes no keyboard handlers: listen on the region for Escape, which closes
  // the toast holding focus (React Aria then moves focus to the next toast, or back).
  const closeOnEscape = useCallback((region: HTMLDivElement | null) => {
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const key = event.target.closest('[data-toast-key]')?.getAttribute('data-toast-key');
      if (!key) return;
      event.preventDefault();
      queueRef.current.close(key);
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <RACToastRegion
      aria-label={t('ui.toast.region')}
      {...props}
      ref={closeOnEscape}
      queue={activeQueue}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.region, consumerClassName),
      )}
    >
      <RACToastList<ToastMessage> className={styles.list}>
        {({ toast }) => <ToastItem toast={toast} />}
      </RACToastList>
    </RACToastRegion>
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastMessage> }) {
  const t = useUIMessages();
  const { tone, title, description } = toast.content;
  const Icon = toneIcons[tone];
  return (
    <RACToast
      toast={toast}
      data-toast-key={toast.key}
      className={cx(styles.toast, styles.tone[tone])}
    >
      <Icon className={cx(styles.icon, styles.iconTone[tone])} />
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          <span className={visuallyHidden}>{t(`ui.tone.${tone}`)}: </span>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </RACToastContent>
      <Button
        slot="close"
        variant="quiet"
        size="small"
        aria-label={t('ui.toast.close')}
        className={styles.close}
      >
        <CloseIcon />
      </Button>
    </RACToast>
  );
}
