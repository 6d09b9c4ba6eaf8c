import {
  finishProfileSave,
  INITIAL_PROFILE_AUTOSAVE,
  type ProfileAutosave,
  type ProfileUpdate,
  profileChanged,
  profileSaveDue,
  startProfileSave,
  warnsOnLeave,
} from '@backline/domain';
import type { Scheduler } from '@backline/ui';

/** What a save of POST /users/{id} came to: the refusal's first text when it failed. */
export type AutosaveResult = { ok: true } | { ok: false; message?: string };

/** What the screen shows: SaveStatus' value, and whether leaving must warn (part 1 §4). */
export interface AutosaveView {
  status: 'idle' | 'saving' | 'saved' | 'error';
  errorMessage: string | undefined;
  warnsOnLeave: boolean;
}

export interface ProfileAutosaveController {
  /** A change the editor reported: text is due after 2 s of quiet, anything else at once. */
  change(update: ProfileUpdate): void;
  /** Saves what failed (or is waiting) now. */
  retry(): void;
  view(): AutosaveView;
  /** Stops the timer (the screen went away). */
  dispose(): void;
}

/**
 * The profile screen's autosave: the domain's state machine (`profileChanged`, …) driven by a
 * scheduler, so tests move time by hand instead of waiting two seconds.
 */
export function createProfileAutosave(options: {
  save: (body: ProfileUpdate) => Promise<AutosaveResult>;
  scheduler: Scheduler;
  onView: (view: AutosaveView) => void;
}): ProfileAutosaveController {
  const { save, scheduler, onView } = options;
  let state: ProfileAutosave = INITIAL_PROFILE_AUTOSAVE;
  let status: AutosaveView['status'] = 'idle';
  let errorMessage: string | undefined;
  let cancelTimer: (() => void) | undefined;
  let disposed = false;

  const view = (): AutosaveView => ({
    status: state.saving ? 'saving' : status,
    errorMessage,
    warnsOnLeave: warnsOnLeave(state),
  });
  const emit = () => {
    if (!disposed) onView(view());
  };

  const schedule = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    // A save in flight reschedules when it ends.
    if (state.dueAtMs === null || state.saving) return;
    cancelTimer = scheduler.setTimeout(flush, Math.max(0, state.dueAtMs - scheduler.now()));
  };

  const flush = async () => {
    cancelTimer = undefined;
    if (!profileSaveDue(state, scheduler.now())) return;
    const started = startProfileSave(state);
    state = started.state;
    emit();
    let result: AutosaveResult;
    try {
      result = await save(started.body);
    } catch {
      result = { ok: false };
    }
    state = finishProfileSave(state, result.ok ? result : { ok: false, body: started.body });
    status = result.ok ? 'saved' : 'error';
    errorMessage = result.ok ? undefined : result.message;
    // Changes made while saving are due on their own schedule.
    if (!disposed) schedule();
    emit();
  };

  return {
    change(update) {
      state = profileChanged(state, update, scheduler.now());
      schedule();
      emit();
    },
    retry() {
      if (Object.keys(state.pending).length === 0) return;
      state = { ...state, dueAtMs: scheduler.now() };
      schedule();
    },
    view,
    dispose() {
      disposed = true;
      cancelTimer?.();
    },
  };
}
