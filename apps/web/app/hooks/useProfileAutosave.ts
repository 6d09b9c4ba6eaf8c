import type { ProfileUpdate } from '@backline/domain';
import { browserScheduler, type Scheduler } from '@backline/ui';
import { useBeforeUnload, useBlocker } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accountPaths } from '../api/account';
import { apiPost } from '../api/fetcher';
import {
  type AutosaveResult,
  type AutosaveView,
  createProfileAutosave,
  type ProfileAutosaveController,
} from './profileAutosave';

/** POST /api/users/{id} with what changed; a refusal's first field text is the error shown. */
async function saveProfile(userId: string, body: ProfileUpdate): Promise<AutosaveResult> {
  const response = await apiPost(accountPaths.user(userId), body);
  if (response.ok) return { ok: true };
  const refusal = (await response.json().catch(() => null)) as {
    errors?: Record<string, string[]>;
    error?: string;
  } | null;
  const message = Object.values(refusal?.errors ?? {})[0]?.[0] ?? refusal?.error;
  return message ? { ok: false, message } : { ok: false };
}

/**
 * The profile screen's autosave (part 1 §4) and its leave warning: the browser's own prompt when
 * the tab closes or reloads, and `confirmLeave` for a navigation inside the app.
 */
export function useProfileAutosave(options: {
  userId: string;
  confirmLeave: () => boolean;
  scheduler?: Scheduler;
}) {
  const { userId, confirmLeave, scheduler = browserScheduler } = options;
  const [view, setView] = useState<AutosaveView>({
    status: 'idle',
    errorMessage: undefined,
    warnsOnLeave: false,
  });
  const controller = useRef<ProfileAutosaveController | null>(null);
  useEffect(() => {
    const autosave = createProfileAutosave({
      scheduler,
      save: (body) => saveProfile(userId, body),
      onView: setView,
    });
    controller.current = autosave;
    return () => autosave.dispose();
  }, [userId, scheduler]);

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!controller.current?.view().warnsOnLeave) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    }, []),
  );
  const blocker = useBlocker(view.warnsOnLeave);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave()) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirmLeave]);

  const change = useCallback((update: ProfileUpdate) => controller.current?.change(update), []);
  const retry = useCallback(() => controller.current?.retry(), []);
  return { view, change, retry };
}
