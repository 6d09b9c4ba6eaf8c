import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. The tone is also announced in words, never by colour alone. */
export interface ToastMessage {
  tone: ToastTone;
  /** One short sentence: "Your friend request has been sent to Ana." */
  title: string;
  /** An optional second line with detail. */
  description?: string;
}

export interface ToastOptions {
  /**
   * Milliseconds until the toast closes itself (timers pause while the region is hovered or
   * focused); `null` keeps it until the user closes it. @default the queue's timeout for its tone
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /**
   * Milliseconds before a success or info toast closes itself. At least 5 s leaves time to read
   * it. @default 5000
   */
  timeout?: number;
  /** Toasts shown at once; the rest wait their turn. @default 3 */
  maxVisibleToasts?: number;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * The toasts waiting to be shown, on React Aria's ToastQueue. Success and info toasts close
 * themselves after `timeout`; error toasts stay until closed, so nobody misses a failure (WCAG
 * 2.2.1). Call it from anywhere: `toastQueue.success(t('friendRequestSent', {name}))`.
 */
export class ToastQueue extends RACToastQueue<ToastMessage> {
  readonly timeout: number;

  constructor({ timeout = DEFAULT_TOAST_TIMEOUT, maxVisibleToasts = 3 }: ToastQueueOptions = {}) {
    super({ maxVisibleToasts });
    this.timeout = timeout;
  }

  /** Shows a toast; returns its key for `close(key)`. */
  override add(message: ToastMessage, { timeout, onClose }: ToastOptions = {}): string {
    const defaultTimeout = message.tone === 'error' ? null : this.timeout;
    const resolved = timeout === undefined ? defaultTimeout : timeout;
    return super.add(message, { onClose, ...(resolved ? { timeout: resolved } : {}) });
  }

  success(title: string, options?: ToastOptions & { description?: string }): string {
    return this.add({ tone: 'success', title, description: options?.description }, options);
  }

  error(title: string, options?: ToastOptions & { description?: string }): string {
    return this.add({ tone: 'error', title, description: options?.description }, options);
  }

  info(title: string, options?: ToastOptions & { description?: string }): string {
    return this.add({ tone: 'info', title, description: options?.description }, options);
  }
}

/** The app's queue: render one `ToastRegion` (or `ToastProvider`) and add toasts from anywhere. */
export const toastQueue = new ToastQueue();
