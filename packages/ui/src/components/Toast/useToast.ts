import { createContext, useContext } from 'react';
import { type ToastQueue, toastQueue } from './toastQueue';

/** The queue `useToast` and `ToastRegion` use: the app-wide `toastQueue` unless a provider says otherwise. */
export const ToastQueueContext = createContext<ToastQueue>(toastQueue);

/**
 * The toast queue of this part of the tree: `const toast = useToast(); toast.success(…)`.
 * Outside React (a fetch callback), import `toastQueue` instead.
 */
export function useToast(): ToastQueue {
  return useContext(ToastQueueContext);
}
