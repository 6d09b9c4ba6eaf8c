import { type ToastQueue, type ToastRegionProps, useToast } from '@backline/ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';

type ToastRegionModule = { default: ComponentType<ToastRegionProps> };

/** ui's ToastRegion (React Aria's toast, landmark and focus code) as a chunk of its own. */
const loadToastRegion = (): Promise<ToastRegionModule> => import('./toastRegionChunk');

const hasToasts = (queue: ToastQueue) => queue.visibleToasts.length > 0;

/**
 * ui's ToastRegion, fetched when the queue first has a toast. The region renders nothing (not
 * even its landmark) while the queue is empty, on the server too, so nothing changes on first
 * paint; each toast is announced by its own `role="alert"` content, inserted when the toast
 * renders, so a toast shown a moment later (once the chunk is in) is announced as before. The
 * toast's timer starts when it renders, so the wait does not shorten it.
 */
export function ToastRegionOnFirstToast({
  queue,
  load = loadToastRegion,
}: {
  /** @default the queue of `useToast()` */
  queue?: ToastQueue;
  /** Fetches the region's module (tests pass their own). */
  load?: () => Promise<ToastRegionModule>;
}) {
  const contextQueue = useToast();
  const activeQueue = queue ?? contextQueue;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (hasToasts(activeQueue)) {
      setWanted(true);
      return;
    }
    return activeQueue.subscribe(() => {
      if (hasToasts(activeQueue)) setWanted(true);
    });
  }, [activeQueue, wanted]);
  const Region = useMemo(() => lazy(load), [load]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Region queue={activeQueue} />
    </Suspense>
  );
}
