import {
  activeSelectionPayload,
  buildEnqueuePayload,
  buildMixdownSyncFailedAlert,
  chooseSelection,
  downloadUrl,
  INITIAL_MIXDOWN_WATCH,
  initialPlayerSelection,
  type JamTrack,
  jamTrackPlayerPath,
  type MixCreationPayload,
  type Mixdown,
  type MixdownUpdate,
  type MixdownWatch,
  mixdownEnqueued,
  mixdownSigningState,
  observeSigningState,
  type PlayerSelection,
  playerOpenPlan,
} from '@backline/domain';
import { browserScheduler, type Scheduler } from '@backline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetcher, apiPost, expectJson } from '../api/fetcher';
import { API_BASE, PLAYER_API } from '../api/player';
import { visitorMark } from '../api/visitorMark';
import { useLiveEvent } from '../live/LiveEvents';

/** A live `mixdown` event folded into the list: the package it names takes the new state. */
function applyUpdate(mixdowns: readonly Mixdown[], update: MixdownUpdate): Mixdown[] {
  return mixdowns.map((mixdown) => {
    if (mixdown.id !== update.mixdown_id) return mixdown;
    const known = mixdown.packages.some((pkg) => pkg.id === update.package_id);
    const changes = {
      signing_state: update.signing_state,
      packaging_steps: update.packaging_steps,
      current_packaging_step: update.current_packaging_step,
      error_reason: update.error_reason,
    };
    return {
      ...mixdown,
      packages: known
        ? mixdown.packages.map((pkg) =>
            pkg.id === update.package_id ? { ...pkg, ...changes } : pkg,
          )
        : [
            ...mixdown.packages,
            {
              id: update.package_id,
              file_type: 'mp3',
              encrypt_type: null,
              sample_rate: 48,
              queue_time: null,
              ...changes,
            },
          ],
    };
  });
}

/** The audio of a selection for the player: its download address without download=1. */
function playbackSource(jamTrack: JamTrack, selection: PlayerSelection): string | null {
  const href = downloadUrl({ siteUrl: API_BASE, jamTrack, selection, visitorMark: visitorMark() });
  if (!href) return null;
  const url = new URL(href, 'http://player.local');
  url.searchParams.delete('download');
  return `${url.pathname}${url.search}`;
}

/** Part 2 §7: downloads go through a hidden frame, so the page stays where it is. */
function downloadThroughFrame(href: string, scheduler: Scheduler) {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'download';
  frame.src = href;
  document.body.append(frame);
  scheduler.setTimeout(() => frame.remove(), 60_000);
}

/**
 * The JamTrack page's state (part 2 §4): the selection (initially last mixdown → last stem →
 * master, each change recorded), the custom mixes with their live updates, the create → enqueue
 * → watch lifecycle with one failure alert per enqueued mixdown, and the first-open calls.
 */
export function useJamTrackPlayerPage(input: {
  jamTrack: JamTrack;
  user: { id: string; name: string; first_opened_jamtrack_web_player: boolean };
  scheduler?: Scheduler;
}) {
  const { user, scheduler = browserScheduler } = input;
  const [jamTrack, setJamTrack] = useState(input.jamTrack);
  const [selection, setSelection] = useState<PlayerSelection>(() =>
    initialPlayerSelection(input.jamTrack),
  );
  const [queuedMixdownId, setQueuedMixdownId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<'delete' | 'retry' | null>(null);
  const watch = useRef<MixdownWatch>(INITIAL_MIXDOWN_WATCH);
  const jamTrackId = jamTrack.id;

  // Part 2 §4 "Web player first open": the event now, the progression 15 s later for a first-timer.
  const firstOpened = user.first_opened_jamtrack_web_player;
  useEffect(() => {
    const plan = playerOpenPlan({ first_opened_jamtrack_web_player: firstOpened });
    void apiPost(PLAYER_API.event, { event: plan.recordEvent, data: { jam_track_id: jamTrackId } });
    if (plan.progressionAfterMs === null) return;
    return scheduler.setTimeout(() => {
      void apiPost(PLAYER_API.progression, {});
    }, plan.progressionAfterMs);
  }, [firstOpened, jamTrackId, scheduler]);

  // The list as last written, so live updates, reloads and deletes that overlap all start from
  // the newest list (not the last render's), and a mix deleted here never comes back from an
  // answer or an update that was already on its way.
  const latest = useRef(jamTrack);
  latest.current = jamTrack;
  const deleted = useRef(new Set<string>());
  const updateMixdowns = useCallback((change: (current: readonly Mixdown[]) => Mixdown[]) => {
    const mixdowns = change(latest.current.mixdowns).filter((mix) => !deleted.current.has(mix.id));
    latest.current = { ...latest.current, mixdowns };
    setJamTrack(latest.current);
    return mixdowns;
  }, []);

  const reload = useCallback(async () => {
    const fresh = await apiFetcher<JamTrack>(PLAYER_API.jamTrack(jamTrackId));
    updateMixdowns(() => fresh.mixdowns);
    return fresh;
  }, [jamTrackId, updateMixdowns]);

  const enqueue = useCallback(
    async (mixdownId: string) => {
      await expectJson(
        await apiPost(
          PLAYER_API.enqueue(mixdownId),
          buildEnqueuePayload(mixdownId, jamTrackPlayerPath(jamTrackId)),
        ),
      );
      watch.current = mixdownEnqueued(watch.current, mixdownId);
      setQueuedMixdownId(mixdownId);
      // The enqueued package (with its queue_time) is the server's: read it back.
      await reload().catch(() => undefined);
    },
    [jamTrackId, reload],
  );

  useLiveEvent('mixdown', (update) => {
    if (update.jam_track_id.toLowerCase() !== jamTrackId.toLowerCase()) return;
    const mixdowns = updateMixdowns((current) => applyUpdate(current, update));
    const mixdown = mixdowns.find((mix) => mix.id === update.mixdown_id);
    if (!mixdown) return;
    const observation = observeSigningState(
      watch.current,
      mixdown.id,
      mixdownSigningState(mixdown),
    );
    watch.current = observation.watch;
    if (observation.sendFailureAlert) {
      void apiPost(
        PLAYER_API.alerts,
        buildMixdownSyncFailedAlert({ mixdown, user, clientState: 'watching' }),
      );
    }
  });

  const choose = (next: PlayerSelection) => {
    // The player offers signed mixes only; a mix that is not (any more) is not played.
    const outcome = chooseSelection(jamTrack, next);
    if (outcome.kind !== 'play') return;
    setSelection(outcome.selection);
    void apiPost(PLAYER_API.active(jamTrackId), activeSelectionPayload(jamTrackId, next));
  };

  const create = async (payload: MixCreationPayload) => {
    const mixdown = await expectJson<Mixdown>(await apiPost(PLAYER_API.mixdowns, payload));
    // Part 2 §4: creating adds it to the list (awaiting), then it is queued for signing.
    updateMixdowns((current) => [...current.filter((mix) => mix.id !== mixdown.id), mixdown]);
    await enqueue(mixdown.id).catch(() => setFailure('retry'));
  };

  const remove = async (mixdownId: string) => {
    setDeletingId(mixdownId);
    setFailure(null);
    try {
      const response = await fetch(PLAYER_API.mixdown(mixdownId), {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      await expectJson(response);
      deleted.current.add(mixdownId);
      updateMixdowns((current) => current.filter((mix) => mix.id !== mixdownId));
      if (selection.kind === 'mixdown' && selection.id === mixdownId) {
        setSelection({ kind: 'master' });
      }
    } catch {
      setFailure('delete');
    } finally {
      setDeletingId(null);
    }
  };

  const retry = (mixdownId: string) => {
    setFailure(null);
    enqueue(mixdownId).catch(() => setFailure('retry'));
  };

  const download = (target: PlayerSelection) => {
    const href = downloadUrl({
      siteUrl: API_BASE,
      jamTrack,
      selection: target,
      visitorMark: visitorMark(),
    });
    // Part 2 §5: without can_download nothing happens.
    if (href) downloadThroughFrame(href, scheduler);
  };

  return {
    jamTrack,
    selection,
    src: playbackSource(jamTrack, selection),
    choose,
    create,
    remove,
    retry,
    download,
    deletingId,
    failure,
    dismissFailure: () => setFailure(null),
    queuedMixdown: jamTrack.mixdowns.find((mix) => mix.id === queuedMixdownId) ?? null,
    closeQueued: () => setQueuedMixdownId(null),
  };
}
