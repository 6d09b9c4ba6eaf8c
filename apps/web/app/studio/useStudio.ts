// The practice studio's state: the studio data and the remembered settings from the
// API, the engine (created when the studio opens, stems streamed in at once), and every change
// applied to the engine at once and saved to the server a moment later (debounced).

import {
  type BeatGrid,
  COUNT_IN_BEATS_PER_BAR,
  clampPitch,
  clampTempo,
  decodePeaks,
  type LoopRegion,
  normaliseLoop,
  SPEED_TRAINER_DEFAULT,
  type SpeedTrainer,
  STUDIO_DEFAULT_SETTINGS,
  type StudioData,
  type StudioSettings,
  trainerTempoForPass,
} from '@backline/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetcher } from '../api/fetcher';
import { STUDIO_API } from '../api/studio';
import type { StudioEngine } from './engine/engine';
import { createPlaybackClock } from './playbackClock';

/** Settings are saved this long after the last change. */
export const STUDIO_SAVE_DELAY_MS = 800;
/** A tempo key (+ / −) moves the tempo this much. */
const TEMPO_KEY_STEP = 0.05;
/** An arrow key moves the playhead this many seconds. */
const SEEK_KEY_SECONDS = 5;
/** A loop point set by key on its own makes a loop this long. */
const DEFAULT_LOOP_SECONDS = 8;

/** `buffering`: waiting for audio (the first seconds, or a stall while playing); `ended`: at the song's end. */
export type StudioStatus =
  | 'loading'
  | 'ready'
  | 'buffering'
  | 'playing'
  | 'paused'
  | 'ended'
  | 'error';

/** The settings as remembered, with one entry per stem (stems new to the song start at 1). */
function withStems(settings: StudioSettings, stemIds: readonly string[]): StudioSettings {
  return {
    ...settings,
    stems: stemIds.map(
      (id) =>
        settings.stems.find((stem) => stem.id === id) ?? {
          id,
          volume: 1,
          muted: false,
          soloed: false,
        },
    ),
  };
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

/** Keys a focused control handles itself (a button's space, a slider's or a radio's arrows). */
function isOwnKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (key === ' ') {
    return Boolean(
      target.closest(
        'button, a, input, select, [role="button"], [role="slider"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [role="tab"]',
      ),
    );
  }
  if (key.startsWith('Arrow')) {
    return Boolean(
      target.closest(
        'input, select, [role="slider"], [role="radio"], [role="tab"], [role="option"], [role="listbox"], [role="menuitem"], [role="grid"]',
      ),
    );
  }
  return false;
}

export function useStudio(jamTrackId: string) {
  const [data, setData] = useState<StudioData | null>(null);
  const [settings, setSettings] = useState<StudioSettings>(STUDIO_DEFAULT_SETTINGS);
  const [trainer, setTrainer] = useState<SpeedTrainer>(SPEED_TRAINER_DEFAULT);
  const [status, setStatus] = useState<StudioStatus>('loading');
  /** The engine holds the clock until the audio ahead arrives (playback overtook the download). */
  const [stalled, setStalled] = useState(false);
  // the playhead and the meters, read by the components that show them (never studio state)
  const [clock] = useState(createPlaybackClock);
  const [pass, setPass] = useState(0);
  const [saveFailed, setSaveFailed] = useState(false);
  const engine = useRef<StudioEngine | null>(null);
  const latest = useRef(settings);
  latest.current = settings;
  const loaded = useRef(false);

  const stems = useMemo(
    () => (data?.tracks ?? []).filter((track) => track.track_type !== 'Master'),
    [data],
  );
  const duration = data?.duration_seconds ?? 0;

  // The studio data and the remembered settings; then the engine, and the stems start streaming.
  useEffect(() => {
    let cancelled = false;
    const abort = new AbortController();
    let context: AudioContext | null = null;
    (async () => {
      const [studio, remembered] = await Promise.all([
        apiFetcher<StudioData>(STUDIO_API.data(jamTrackId)),
        apiFetcher<StudioSettings>(STUDIO_API.settings(jamTrackId)),
      ]);
      if (cancelled) return;
      const stemTracks = studio.tracks.filter((track) => track.track_type !== 'Master');
      const restored = withStems(
        remembered ?? STUDIO_DEFAULT_SETTINGS,
        stemTracks.map((t) => t.id),
      );
      setData(studio);
      setSettings(restored);
      if (restored.trainer) setTrainer(restored.trainer);
      loaded.current = true;
      if (!studio.duration_seconds || stemTracks.length === 0) throw new Error('No audio yet');
      const [{ createStudioEngine }, { loadStems }] = await Promise.all([
        import('./engine/engine'),
        import('./engine/loader'),
      ]);
      context = new AudioContext({ sampleRate: 48_000, latencyHint: 'interactive' });
      const created = await createStudioEngine(context, {
        stemIds: stemTracks.map((t) => t.id),
        durationSeconds: studio.duration_seconds,
      });
      if (cancelled) {
        created.dispose();
        return;
      }
      created.output.connect(context.destination);
      engine.current = created;
      applyAll(created, restored, gridOf(studio.bpm));
      // stalls, resumes and the song's end come from the engine's own clock
      created.onStateChange((state) => {
        if (cancelled) return;
        setStalled(state === 'buffering');
        setStatus(state);
        follow.current();
      });
      setStatus('ready');
      void loadStems(
        created,
        stemTracks.map((t) => ({ id: t.id, url: STUDIO_API.stem(jamTrackId, t.id) })),
        { signal: abort.signal },
      ).catch(() => {
        if (!cancelled) setStatus('error');
      });
    })().catch(() => {
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      abort.abort();
      engine.current?.dispose();
      engine.current = null;
      void context?.close();
    };
  }, [jamTrackId]);

  // Debounced save of every change after the first load.
  useEffect(() => {
    if (!loaded.current || !data) return;
    const timer = window.setTimeout(() => {
      fetch(STUDIO_API.settings(jamTrackId), {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(settings),
      })
        .then((response) => setSaveFailed(!response.ok))
        .catch(() => setSaveFailed(true));
    }, STUDIO_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settings, data, jamTrackId]);

  // The playhead, the meters and the loop passes (the trainer's steps): read from the engine each
  // animation frame while its clock runs or waits for audio, and once more when it stops. The
  // engine's own state decides (not the React status, which lags it), and every start, seek and
  // state change calls `follow`, so the playhead cannot be left behind.
  const lastPosition = useRef(0);
  const passes = useRef(0);
  const frame = useRef(0);
  const changeLatest = useRef<(patch: Partial<StudioSettings>) => void>(() => {});
  const follow = useRef(() => {});
  follow.current = () => {
    if (frame.current) return;
    const tick = () => {
      frame.current = 0;
      const current = engine.current;
      if (!current) return;
      const now = current.position();
      const running = current.playing || current.state === 'buffering';
      const { loop, loopEnabled } = latest.current;
      if (running && loop && loopEnabled && now < lastPosition.current - 0.05) {
        passes.current += 1;
        setPass(passes.current);
        if (latest.current.trainer) {
          const tempo = trainerTempoForPass(latest.current.trainer, passes.current);
          if (Math.abs(tempo - latest.current.tempo) > 1e-6) changeLatest.current({ tempo });
        }
      }
      lastPosition.current = now;
      clock.publish(now, current.playing ? current.levels() : {});
      // (a state change heard during this tick may have asked for the next frame already)
      if (running && !frame.current) frame.current = window.requestAnimationFrame(tick);
    };
    frame.current = window.requestAnimationFrame(tick);
  };
  useEffect(
    () => () => {
      window.cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );

  const bpm = data?.bpm;
  const grid = useMemo(() => gridOf(bpm), [bpm]);
  const change = useCallback(
    (patch: Partial<StudioSettings>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setSettings(next);
      const current = engine.current;
      if (current) applyAll(current, next, grid, patch);
    },
    [grid],
  );
  changeLatest.current = change;
  const accentBeatOne = settings.countInAccent ?? true;
  const beforeEachPass = settings.countInEachPass ?? false;

  const play = useCallback(async () => {
    const current = engine.current;
    // a stall resumes by itself; Play at the end starts from the start (the engine does)
    if (!current || current.playing || current.state === 'buffering') return;
    const context = current.context as AudioContext;
    await context.resume();
    setStatus('buffering');
    const { STUDIO_START_SECONDS } = await import('./engine/loader');
    await current.whenBuffered(STUDIO_START_SECONDS);
    const bars = latest.current.countInBars;
    current.play(
      undefined,
      bars && grid
        ? { countIn: { grid, bars, accentFirstBeat: latest.current.countInAccent ?? true } }
        : undefined,
    );
    lastPosition.current = current.position();
    setStatus('playing');
    follow.current();
  }, [grid]);

  const pause = useCallback(() => {
    const current = engine.current;
    if (!current || !(current.playing || current.state === 'buffering')) return;
    current.pause();
    follow.current();
    setStalled(false);
    setStatus('paused');
  }, []);

  const seek = useCallback((seconds: number) => {
    const current = engine.current;
    if (!current) return;
    current.seek(seconds);
    lastPosition.current = current.position();
    follow.current();
  }, []);

  const setLoopPoint = useCallback(
    (which: 'start' | 'end') => {
      const at = engine.current?.position() ?? clock.position();
      const { loop } = latest.current;
      const next =
        which === 'start'
          ? normaliseLoop(
              at,
              loop && loop.end > at ? loop.end : at + DEFAULT_LOOP_SECONDS,
              duration,
            )
          : normaliseLoop(
              loop && loop.start < at ? loop.start : Math.max(0, at - DEFAULT_LOOP_SECONDS),
              at,
              duration,
            );
      if (next) change({ loop: next, loopEnabled: true });
    },
    [change, duration, clock],
  );

  const setTrainerEnabled = useCallback(
    (enabled: boolean) => {
      passes.current = 0;
      setPass(0);
      change({
        trainer: enabled ? trainer : null,
        ...(enabled ? { tempo: clampTempo(trainer.startPercent / 100) } : {}),
      });
    },
    [change, trainer],
  );
  const updateTrainer = useCallback(
    (next: SpeedTrainer) => {
      setTrainer(next);
      if (latest.current.trainer) change({ trainer: next });
    },
    [change],
  );

  // Shortcuts: space, arrows, [ ], L, + − — never while a text field has focus.
  const playing = status === 'playing' || stalled;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextField(event.target) || isOwnKey(event.target, event.key)) return;
      if (!engine.current) return;
      const key = event.key;
      const now = engine.current.position();
      if (key === ' ') {
        if (playing) pause();
        else void play();
      } else if (key === 'ArrowLeft') seek(Math.max(0, now - SEEK_KEY_SECONDS));
      else if (key === 'ArrowRight') seek(Math.min(duration, now + SEEK_KEY_SECONDS));
      else if (key === '[') setLoopPoint('start');
      else if (key === ']') setLoopPoint('end');
      else if (key === 'l' || key === 'L') {
        if (latest.current.loop) change({ loopEnabled: !latest.current.loopEnabled });
      } else if (key === '+' || key === '=') {
        change({
          tempo: clampTempo(Math.round((latest.current.tempo + TEMPO_KEY_STEP) * 100) / 100),
        });
      } else if (key === '-' || key === '−') {
        change({
          tempo: clampTempo(Math.round((latest.current.tempo - TEMPO_KEY_STEP) * 100) / 100),
        });
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [playing, play, pause, seek, setLoopPoint, change, duration]);

  const peaks = useMemo(
    () =>
      stems
        .map((track) => (track.peaks ? decodePeaks(track.peaks) : null))
        .filter((p): p is NonNullable<typeof p> => p !== null),
    [stems],
  );

  return {
    data,
    stems,
    duration,
    peaks,
    settings,
    status,
    stalled,
    clock,
    pass,
    trainer,
    accentBeatOne,
    beforeEachPass,
    saveFailed,
    play,
    pause,
    seek,
    change,
    setTrainerEnabled,
    updateTrainer,
    setAccentBeatOne: (countInAccent: boolean) => change({ countInAccent }),
    setBeforeEachPass: (countInEachPass: boolean) => change({ countInEachPass }),
    setPitch: (pitch: number) => change({ pitch: clampPitch(pitch) }),
    setTempo: (tempo: number) => change({ tempo: clampTempo(tempo) }),
    setLoop: (loop: LoopRegion | null) => change({ loop }),
  };
}

/** The song's beat grid for count-ins (4/4 from the first sample; none without a bpm). */
function gridOf(bpm: number | null | undefined): BeatGrid | null {
  return bpm ? { bpm, beatsPerBar: COUNT_IN_BEATS_PER_BAR, downbeatSeconds: 0 } : null;
}

/** Hands the settings (or the changed part) to the engine. */
function applyAll(
  engine: StudioEngine,
  settings: StudioSettings,
  grid: BeatGrid | null,
  patch: Partial<StudioSettings> = settings,
) {
  if ('countInEachPass' in patch || 'countInBars' in patch || 'countInAccent' in patch) {
    const bars = settings.countInBars;
    engine.setCountInEachPass(
      settings.countInEachPass && bars && grid
        ? { grid, bars, accentFirstBeat: settings.countInAccent ?? true }
        : null,
    );
  }
  if ('tempo' in patch) engine.setTempo(settings.tempo);
  if ('pitch' in patch) engine.setPitch(settings.pitch);
  if ('loop' in patch || 'loopEnabled' in patch) {
    engine.setLoop(settings.loopEnabled ? settings.loop : null);
  }
  if ('stems' in patch) engine.setMix(settings.stems);
  if ('masterVolume' in patch) engine.setMasterVolume(settings.masterVolume);
}
