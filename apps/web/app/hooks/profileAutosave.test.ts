import type { ProfileUpdate } from '@backline/domain';
import { createManualScheduler } from '@backline/ui';
import { describe, expect, it } from 'vitest';
import { type AutosaveResult, type AutosaveView, createProfileAutosave } from './profileAutosave';

/** A save the test answers by hand, so "updating..." can be seen while it is in flight. */
function harness() {
  const scheduler = createManualScheduler(1_000);
  const saves: { body: ProfileUpdate; answer: (result: AutosaveResult) => void }[] = [];
  const views: AutosaveView[] = [];
  const autosave = createProfileAutosave({
    scheduler,
    save: (body) => new Promise((resolve) => saves.push({ body, answer: resolve })),
    onView: (view) => views.push(view),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { scheduler, saves, views, autosave, settle, last: () => views[views.length - 1] };
}

describe('profile autosave (part 1 §4)', () => {
  it('saves typed text after a 2 s pause, once, with the last text', () => {
    const { scheduler, saves, autosave } = harness();
    autosave.change({ first_name: 'A' });
    scheduler.advance(1_500);
    autosave.change({ first_name: 'Ad' });
    scheduler.advance(1_999);
    expect(saves).toHaveLength(0);
    expect(autosave.view().warnsOnLeave).toBe(true);
    scheduler.advance(1);
    expect(saves.map((save) => save.body)).toEqual([{ first_name: 'Ad' }]);
  });

  it('saves any other change at once, taking waiting text with it', () => {
    const { scheduler, saves, autosave } = harness();
    autosave.change({ biography: 'Bass player' });
    autosave.change({ recording_pref: 1 });
    scheduler.advance(0);
    expect(saves.map((save) => save.body)).toEqual([
      { biography: 'Bass player', recording_pref: 1 },
    ]);
  });

  it('shows "updating..." while saving, warns on leaving until the save ends, then shows saved', async () => {
    const { scheduler, saves, autosave, settle, last } = harness();
    autosave.change({ subscribe_email: false });
    scheduler.advance(0);
    expect(last()).toEqual({ status: 'saving', errorMessage: undefined, warnsOnLeave: true });
    saves[0]?.answer({ ok: true });
    await settle();
    expect(last()).toEqual({ status: 'saved', errorMessage: undefined, warnsOnLeave: false });
  });

  it('saves a change made during a save after that save, not in parallel', async () => {
    const { scheduler, saves, autosave, settle } = harness();
    autosave.change({ free_sessions: true });
    scheduler.advance(0);
    autosave.change({ cowriting: true });
    scheduler.advance(0);
    expect(saves).toHaveLength(1);
    saves[0]?.answer({ ok: true });
    await settle();
    scheduler.advance(0);
    expect(saves.map((save) => save.body)).toEqual([{ free_sessions: true }, { cowriting: true }]);
  });

  it('keeps a failed change, shows the error, and saves it again on retry', async () => {
    const { scheduler, saves, autosave, settle, last } = harness();
    autosave.change({ paid_sessions: true });
    scheduler.advance(0);
    saves[0]?.answer({ ok: false, message: 'Server down' });
    await settle();
    expect(last()).toEqual({ status: 'error', errorMessage: 'Server down', warnsOnLeave: true });
    scheduler.advance(60_000);
    expect(saves).toHaveLength(1);
    autosave.retry();
    scheduler.advance(0);
    expect(saves[1]?.body).toEqual({ paid_sessions: true });
  });

  it('stops its timer when disposed', () => {
    const { scheduler, saves, autosave } = harness();
    autosave.change({ last_name: 'Lovelace' });
    autosave.dispose();
    scheduler.advance(5_000);
    expect(saves).toHaveLength(0);
  });
});
