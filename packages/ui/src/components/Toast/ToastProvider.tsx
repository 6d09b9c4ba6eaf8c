import type { ReactNode } from 'react';
import { ToastRegion } from './Toast';
import type { ToastQueue } from './toastQueue';
import { ToastQueueContext } from './useToast';

export interface ToastProviderProps {
  /** The queue `useToast()` returns below and the region shows. @default the app-wide `toastQueue` */
  queue?: ToastQueue;
  children?: ReactNode;
}

/**
 * Gives its tree a toast queue and renders the region that shows it. Pass a queue of your own to
 * isolate a test, a story or an embedded app (`new ToastQueue({timeout: 8000})`).
 */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  const content = (
    <>
      {children}
      <ToastRegion queue={queue} />
    </>
  );
  return queue ? (
    <ToastQueueContext.Provider value={queue}>{content}</ToastQueueContext.Provider>
  ) : (
    content
  );
}
