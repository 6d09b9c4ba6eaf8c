// The practice studio's audio engine (decision 027). No React: widgets and routes drive
// it through plain calls. One graph per song:
//
//   stem channels (2 per stem, every stem in ONE stretcher node: sample-aligned by construction)
//     → stretcher (signalsmith-stretch AudioWorklet: tempo, pitch, seek, loop points)
//     → channel splitter → per-stem gain (volume × mute × solo) per channel → stereo merger
//     → master gain (0.75) → `output` (connect it to an analyser, the destination, or both)
//
// Gains sit after the stretcher so a mixer change is heard at the next render quantum, not
// after the stretcher's look-ahead.
//
// Audio streams in: `appendStem` hands over any stretch of a stem as it is fetched and decoded
// (loader.ts), in any order; play can start as soon as the first seconds of every stem are there
// (`whenBuffered`). The stretcher is the studio's own worklet (worklet.ts) driving
// signalsmith-stretch's WebAssembly core: stems held as 16-bit PCM, converted to −1…1 float per
// block before the stretcher, fed hop by hop (decision 027).

import {
  type BeatGrid,
  type CountInBars,
  clampPitch,
  clampTempo,
  countIn,
  effectiveStemGains,
  type LoopRegion,
  loopPosition,
  normaliseLoop,
  STUDIO_MASTER_VOLUME,
} from '@backline/domain';
import {
  addStemStretchModule,
  LINKED_LIMITER_PROCESSOR,
  STEM_BLOCK_SAMPLES,
  STEM_STRETCH_PROCESSOR,
  type StemStretchConfig,
  type StemStretchMessage,
  type StemStretchReport,
  type StretchChange,
  toPcm16Into,
} from './worklet';

/**
 * What the engine is doing: `buffering` = the clock is held because the audio ahead has not
 * arrived (it resumes by itself when it has); `ended` = stopped at the song's end.
 */
export type StudioEngineState = 'paused' | 'playing' | 'buffering' | 'ended';

/** After a stall, play resumes once this much of every stem is in ahead of the playhead. */
export const STUDIO_RESUME_SECONDS = 1;

/**
 * A stem with a block source (the loader, holding it compressed) is held only in a window, live:
 * this much song ahead of the playhead along the way it plays (the loop applied) is decoded and
 * kept, so the whole song is never held decoded (decision 027, Session 9).
 */
export const STUDIO_WINDOW_AHEAD_SECONDS = 20;
/** ...and this much behind it (the stretcher re-reads a little behind on a seek). */
export const STUDIO_WINDOW_BEHIND_SECONDS = 3;
/** A loop up to this long is kept whole while it is set (no re-decoding on every pass). */
export const STUDIO_LOOP_HOLD_SECONDS = 30;

/**
 * Where a windowed stem's blocks come from: the engine wakes it when it wants a block that is not
 * held (`nextBlock`), and closes it with the engine.
 */
export interface StemBlockSource {
  wake(): void;
  close(): void;
}

export interface StemMix {
  id: string;
  volume: number;
  muted: boolean;
  soloed: boolean;
}

export interface PlayOptions {
  /** Clicks before the song: 1 or 2 bars at the tempo heard, the song's next sample on the beat after. */
  countIn?: { grid: BeatGrid; bars: CountInBars; accentFirstBeat?: boolean };
}

export interface StudioEngineOptions {
  /** Stem ids in channel order: stem i occupies channels 2i and 2i + 1 of every appended chunk. */
  stemIds: readonly string[];
  /** The song's length in seconds (known from the catalogue before any audio arrives). */
  durationSeconds: number;
  /** "cheaper" halves the stretcher's cost for small devices (decision 027). */
  preset?: 'default' | 'cheaper';
  /** Stretcher block length in ms (overrides the preset; longer = finer pitch, more latency). */
  blockMs?: number;
  /** Stretcher hop in ms with `blockMs` (default a quarter of the block; longer = cheaper). */
  intervalMs?: number;
  /** Gain changes glide over this time constant (seconds) so they never click. */
  gainSmoothingSeconds?: number;
  /** Plays tempo 1.0 / pitch 0 from the stems without the stretcher (default true). */
  bypassAtUnity?: boolean;
  /**
   * Holds windowed stems (attachSource) only around the playhead: default in a live AudioContext;
   * an offline render has no clock moving a window, so there every block is wanted (tests turn it
   * on to check a window's seams).
   */
  window?: boolean;
}

export interface StudioEngine {
  readonly context: BaseAudioContext;
  /** The master output: connect it (or an analyser in front of the destination). */
  readonly output: GainNode;
  readonly stemIds: readonly string[];
  readonly durationSeconds: number;
  /** Seconds of song audio, from the start, handed over for every stem so far. */
  readonly bufferedSeconds: number;
  /** The clock is running (false while paused, buffering or ended). */
  readonly playing: boolean;
  readonly state: StudioEngineState;
  /** Called when the engine changes state by itself (stall, resume, song end). */
  onStateChange(listener: (state: StudioEngineState) => void): () => void;
  /**
   * Each stem's level after its gain (volume × mute × solo), 0…1 peak, from the stretcher's
   * output as last reported (≤ 30 times a second): a muted stem reads 0. The worklet measures
   * peaks only from the first call on (a render nobody meters pays nothing for them).
   */
  levels(): Record<string, number>;
  /** Bytes of stem audio the worklet holds (16-bit; a mono stem once). */
  heldBytes(): Promise<number>;
  /**
   * Hands the song to the stretcher: 2 channels per stem in stem order, equal lengths, at the
   * context's rate (−1…1). The arrays are transferred (unusable afterwards). Replaces any audio
   * loaded before.
   */
  load(channels: Float32Array[]): Promise<number>;
  /**
   * Hands over part of one stem: its left and right samples, or one array for a mono stem (held
   * once, heard on both sides), −1…1 float or 16-bit, from sample `startSample` of the song on.
   * Parts may come in any order; returns `bufferedSeconds`. Float arrays are converted (the
   * caller keeps them); 16-bit arrays are transferred.
   */
  appendStem(
    stemId: string,
    startSample: number,
    channels: readonly (Float32Array | Int16Array)[],
  ): number;
  /**
   * Makes a stem windowed: from now on it is held only around the playhead (and a short loop), its
   * blocks (`STEM_BLOCK_SAMPLES` each) handed over by `source` on demand, whole, via `appendStem`;
   * blocks outside the window are let go. Only in a live AudioContext: an offline render has no
   * clock to move a window, so there every block is wanted and none is let go.
   */
  attachSource(stemId: string, source: StemBlockSource): void;
  /** The next block a windowed stem should hand over (nearest the playhead first), or null. */
  nextBlock(stemId: string): number | null;
  /**
   * A block's storage (`STEM_BLOCK_SAMPLES` 16-bit samples, silent) that the worklet let go of,
   * for a source to fill and hand over again instead of allocating one; null when none is free.
   */
  recycledBlock(): Int16Array | null;
  /** Resolves once `seconds` (at most the song) of every stem have been handed over. */
  whenBuffered(seconds: number): Promise<void>;
  /** Starts at `when` (context time, default now) from the current position (the start once ended). */
  play(when?: number, options?: PlayOptions): void;
  pause(when?: number): void;
  seek(seconds: number, when?: number): void;
  setTempo(tempo: number, when?: number): void;
  setPitch(semitones: number, when?: number): void;
  /**
   * Count-in clicks before each loop pass (null: the loop wraps seamlessly): at the loop's end
   * the clock waits while the clicks play at the tempo heard, then the next pass starts.
   */
  setCountInEachPass(countIn: PlayOptions['countIn'] | null, when?: number): void;
  /** A loop region (held inside the song) or null for none. */
  setLoop(loop: LoopRegion | null, when?: number): void;
  setMix(stems: readonly StemMix[], when?: number): void;
  setMasterVolume(volume: number, when?: number): void;
  /** The song position heard now (seconds), the loop applied. */
  position(): number;
  readonly tempo: number;
  readonly pitch: number;
  readonly loop: LoopRegion | null;
  /** Resolves once the stretcher has taken every change sent so far (before an offline render). */
  settled(): Promise<void>;
  dispose(): void;
}

const CHANNELS_PER_STEM = 2;
/** Freed blocks kept for reuse at most (≈ a long song's whole window, 128 KiB each). */
const MAX_FREE_BLOCKS = 256;
/**
 * One side of a stem from song sample `start` on, as 16-bit pieces cut at the worklet's storage
 * blocks: a piece that fills a whole block (or the song's last, padded with silence) is a block's
 * length, so the worklet keeps the transferred array as that block instead of copying it.
 */
function pcm16Pieces(
  samples: Float32Array | Int16Array,
  start: number,
  songSamples: number,
): { at: number; data: Int16Array }[] {
  if (samples instanceof Int16Array) return [{ at: start, data: samples }];
  const pieces: { at: number; data: Int16Array }[] = [];
  let read = 0;
  while (read < samples.length) {
    const at = start + read;
    const offset = at % STEM_BLOCK_SAMPLES;
    const count = Math.min(samples.length - read, STEM_BLOCK_SAMPLES - offset);
    const whole =
      offset === 0 &&
      (count === STEM_BLOCK_SAMPLES || (at + count >= songSamples && at < songSamples));
    const data = new Int16Array(whole ? STEM_BLOCK_SAMPLES : count);
    toPcm16Into(data, samples.subarray(read, read + count));
    pieces.push({ at, data });
    read += count;
  }
  return pieces;
}
/**
 * Play starts the stretcher this long before the first sample is due: its analysis window needs
 * input before the first note, or the first downbeat is lost (measured: decision 027).
 */
export const STUDIO_PREROLL_SECONDS = 0.15;

export async function createStudioEngine(
  context: BaseAudioContext,
  options: StudioEngineOptions,
): Promise<StudioEngine> {
  const { stemIds, durationSeconds } = options;
  const channelCount = stemIds.length * CHANNELS_PER_STEM;
  const smoothing = options.gainSmoothingSeconds ?? 0.005;
  await addStemStretchModule(context);
  const stretch = new AudioWorkletNode(context, STEM_STRETCH_PROCESSOR, {
    // one input, left unconnected: with none, Chromium never runs the node live (decision 027)
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channelCount],
    processorOptions: {
      preset: options.preset,
      blockMs: options.blockMs,
      intervalMs: options.intervalMs,
      bypassAtUnity: options.bypassAtUnity ?? true,
    } satisfies StemStretchConfig,
  });
  const post = (message: StemStretchMessage, transfer: Transferable[] = []) =>
    stretch.port.postMessage(message, transfer);
  const pongs = new Map<number, () => void>();
  let pings = 0;
  let stretchLatency = 0;
  let stemPeaks: Float32Array = new Float32Array(stemIds.length);
  let metering = false;
  const statsWaiters: ((bytes: number) => void)[] = [];
  // blocks the worklet let go of, given back to be filled again (see recycledBlock)
  const freeBlocks: Int16Array[] = [];
  const ready = new Promise<void>((resolve) => {
    stretch.port.onmessage = (event: MessageEvent) => {
      const report = event.data as StemStretchReport;
      if (report[0] === 'ready') {
        stretchLatency = report[1];
        resolve();
      } else if (report[0] === 'pong') {
        pongs.get(report[1])?.();
        pongs.delete(report[1]);
      } else if (report[0] === 'levels') stemPeaks = report[1];
      else if (report[0] === 'stats') statsWaiters.shift()?.(report[1].heldBytes);
      else if (report[0] === 'free') {
        for (const block of report[1])
          if (freeBlocks.length < MAX_FREE_BLOCKS) freeBlocks.push(block);
      }
    };
  });
  await ready;

  const splitter = context.createChannelSplitter(channelCount);
  const merger = context.createChannelMerger(2);
  const output = context.createGain();
  output.gain.value = STUDIO_MASTER_VOLUME;
  stretch.connect(splitter);
  const stemGains = new Map<string, GainNode[]>();
  stemIds.forEach((id, stem) => {
    const pair: GainNode[] = [];
    for (let side = 0; side < CHANNELS_PER_STEM; side += 1) {
      const gain = context.createGain();
      splitter.connect(gain, stem * CHANNELS_PER_STEM + side);
      gain.connect(merger, 0, side);
      pair.push(gain);
    }
    stemGains.set(id, pair);
  });
  // a limiter before the master: transparent up to −1 dBFS, then a smooth knee that never passes
  // 0 dBFS however many stems are up, one gain for both sides (linked: the image stays); sample
  // by sample with no look-ahead, so nothing is delayed
  const limiter = new AudioWorkletNode(context, LINKED_LIMITER_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 2,
    channelCountMode: 'explicit',
    channelInterpretation: 'discrete',
    outputChannelCount: [2],
  });
  merger.connect(limiter);
  limiter.connect(output);

  // per stem: the stretches of song handed over (sample ranges, merged, in order)
  const songSamples = Math.round(durationSeconds * context.sampleRate);
  const covered = stemIds.map(() => [] as { start: number; end: number }[]);
  let bufferedSeconds = 0;
  const waiters: { samples: number; resolve: () => void }[] = [];
  /** Where the audio handed over for every stem runs out, going on from `sample`. */
  const coveredUntil = (sample: number) => {
    let until = Number.POSITIVE_INFINITY;
    for (const ranges of covered) {
      const range = ranges.find((r) => r.start <= sample && sample < r.end);
      until = Math.min(until, range ? range.end : sample);
    }
    return Math.min(until, songSamples);
  };
  const noteBuffered = (stem: number, start: number, end: number) => {
    const ranges = covered[stem] as { start: number; end: number }[];
    ranges.push({ start, end });
    ranges.sort((a, b) => a.start - b.start);
    const merged: { start: number; end: number }[] = [];
    for (const range of ranges) {
      const last = merged[merged.length - 1];
      if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
      else merged.push({ ...range });
    }
    covered[stem] = merged;
    const samples = coveredUntil(0);
    bufferedSeconds = samples / context.sampleRate;
    for (let i = waiters.length - 1; i >= 0; i -= 1) {
      const waiter = waiters[i] as { samples: number; resolve: () => void };
      if (samples >= waiter.samples) {
        waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  };
  // windowed stems (see attachSource): their source, and the window's blocks
  const sources = new Map<number, StemBlockSource>();
  const blockCount = Math.ceil(songSamples / STEM_BLOCK_SAMPLES);
  const windowing =
    options.window ?? (typeof AudioContext !== 'undefined' && context instanceof AudioContext);
  let gains: Record<string, number> = Object.fromEntries(stemIds.map((id) => [id, 1]));
  let playing = false;
  let state: StudioEngineState = 'paused';
  let tempo = 1;
  let pitch = 0;
  let loop: LoopRegion | null = null;
  // Where the song was at `anchorTime` (context time) and the tempo since then.
  let anchorPosition = 0;
  let anchorTime = context.currentTime;
  // Where the clock will stop by itself (song end, or the audio handed over running out).
  // (or, with a count-in before each loop pass, the loop's end: it goes on at `resumeAt`)
  let stop: {
    time: number;
    position: number;
    reason: 'end' | 'stall' | 'wrap';
    resumeAt?: number;
  } | null = null;
  // When the stretcher starts for the current run: before `anchorTime` by the pre-roll after
  // Play, at it after a stall or a loop pass's count-in (nothing plays before it)
  let feedFrom = anchorTime;
  let passCountIn: PlayOptions['countIn'] | null = null;
  const clicks: { source: AudioBufferSourceNode; time: number }[] = [];
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  // the latest time a change was scheduled for (the engine's state holds from then on)
  let lastChange = context.currentTime;
  const listeners = new Set<(state: StudioEngineState) => void>();

  const now = (when?: number) => Math.max(when ?? context.currentTime, context.currentTime);
  const positionAt = (time: number) => {
    if (!playing) return anchorPosition;
    const elapsed = Math.max(0, time - anchorTime) * tempo;
    const position = loop ? loopPosition(loop, anchorPosition, elapsed) : anchorPosition + elapsed;
    return Math.min(position, durationSeconds);
  };
  /** The stretcher's input at `time`: before the song starts (pre-roll) it runs up to it. */
  const inputAt = (time: number) =>
    playing && time < anchorTime ? anchorPosition - (anchorTime - time) * tempo : positionAt(time);
  const reanchor = (time: number) => {
    // waiting to start (pre-roll, count-in): the song still starts where and when it was due
    if (playing && time < anchorTime) return;
    anchorPosition = positionAt(time);
    anchorTime = time;
    feedFrom = time;
  };
  const setState = (next: StudioEngineState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(next);
  };
  /** Applies a stop whose time has come (read lazily: offline renders have no timers). */
  const update = () => {
    if (!playing || !stop || context.currentTime < stop.time) return;
    const reached = stop;
    stop = null;
    if (reached.reason === 'wrap') {
      // the loop's end: the count-in plays, the next pass starts at `resumeAt`
      anchorPosition = reached.position;
      anchorTime = reached.resumeAt ?? reached.time;
      feedFrom = anchorTime;
      planStop();
      return;
    }
    playing = false;
    anchorPosition = reached.position;
    anchorTime = reached.time;
    setState(reached.reason === 'end' ? 'ended' : 'buffering');
  };
  // `outputTime` makes the stretcher drop only changes due after this one (without it, every
  // change due after the context's current time is dropped: a later seek would undo a loop).
  const schedule = (change: StretchChange) => {
    post(['schedule', { ...change, outputTime: change.output ?? context.currentTime }]);
  };
  // with a count-in before each pass the engine stops at the loop's end itself: the stretcher
  // reads straight on (no seamless wrap)
  const loopFields = () =>
    loop && !passCountIn
      ? { loopStart: loop.start, loopEnd: loop.end }
      : { loopStart: 0, loopEnd: 0 };
  /** The whole state from `time` on (every field: a change never inherits a dropped stop's). */
  const segmentAt = (time: number): StretchChange => {
    const waiting = playing && time < feedFrom;
    return {
      output: time,
      active: playing && !waiting,
      input: waiting ? anchorPosition - (anchorTime - feedFrom) * tempo : inputAt(time),
      rate: tempo,
      semitones: pitch,
      ...loopFields(),
    };
  };
  /** The stretcher's start of the current run (after a pre-roll or a count-in). */
  const startSegment = (): StretchChange => ({
    ...segmentAt(feedFrom),
    active: true,
    input: anchorPosition - (anchorTime - feedFrom) * tempo,
  });
  /** Count-in clicks due from `time` on are taken back (a change re-plans them). */
  const cancelClicks = (time: number) => {
    for (let i = clicks.length - 1; i >= 0; i -= 1) {
      const click = clicks[i] as { source: AudioBufferSourceNode; time: number };
      if (click.time >= time) {
        click.source.stop();
        click.source.disconnect();
        clicks.splice(i, 1);
      } else if (click.time < context.currentTime - 1) clicks.splice(i, 1);
    }
  };
  const countInClicks = (at: number, count: NonNullable<PlayOptions['countIn']>) => {
    const plan = countIn(count.grid, tempo, count.bars);
    plan.clickTimes.forEach((offset, index) => {
      playClick(at + offset, Boolean(count.accentFirstBeat) && (plan.downbeats[index] ?? false));
    });
    return plan.seconds;
  };
  /**
   * Plans where the clock stops by itself: at the song's end, or where the audio handed over runs
   * out along the way the playhead goes (less the stretcher's look-ahead, so it never reads
   * missing audio as silence). Scheduled after every change (a change drops later ones).
   */
  const planStop = () => {
    clearTimeout(stopTimer);
    stop = null;
    cancelClicks(Math.max(context.currentTime, playing ? anchorTime : 0));
    if (!playing) return;
    const rate = context.sampleRate;
    const margin = stretchLatency + 256 / rate;
    const reach = (from: number) => coveredUntil(Math.floor(from * rate)) / rate;
    // planned from where the song is now (or will be when it starts): audio behind it may have
    // been let go (a windowed stem), so the anchor's position is no place to measure from
    const from = Math.max(anchorTime, context.currentTime);
    const start = positionAt(from);
    let elapsed: number | null = null;
    let reason: 'end' | 'stall' = 'stall';
    if (loop && passCountIn && start < loop.end) {
      const first = reach(start);
      if (first < loop.end) elapsed = Math.max(0, first - margin - start);
      else {
        // the pass ends at the loop's end; clicks, then the next pass from the loop's start
        const time = from + (loop.end - start) / tempo;
        const resumeAt = time + countInClicks(time, passCountIn);
        stop = { time, position: loop.start, reason: 'wrap', resumeAt };
        schedule({ ...segmentAt(time), active: false, input: loop.end });
        schedule({ ...segmentAt(time), output: resumeAt, active: true, input: loop.start });
        timer(time);
        return;
      }
    } else if (loop && start < loop.end) {
      const first = reach(start);
      if (first < loop.end) elapsed = Math.max(0, first - margin - start);
      else {
        const again = reach(loop.start);
        if (again < start) {
          elapsed = loop.end - start + Math.max(0, again - margin - loop.start);
        }
      }
    } else {
      const until = reach(start);
      if (until >= durationSeconds - 1 / rate) {
        elapsed = Math.max(0, durationSeconds - start);
        reason = 'end';
      } else elapsed = Math.max(0, until - margin - start);
    }
    if (elapsed === null) return;
    const time = from + elapsed / tempo;
    const position =
      reason === 'end'
        ? durationSeconds
        : loop
          ? loopPosition(loop, start, elapsed)
          : start + elapsed;
    stop = { time, position, reason };
    schedule({ ...segmentAt(time), active: false, input: position });
    timer(time);
  };
  /** Live, the stop is applied when its time comes (offline renders read it lazily). */
  function timer(time: number) {
    if (typeof window !== 'undefined' && context instanceof AudioContext) {
      stopTimer = setTimeout(update, Math.max(0, (time - context.currentTime) * 1000) + 20);
    }
  }
  /** Song seconds [start, end) as block indices, appended to `into`. */
  const blocksOf = (start: number, end: number, into: number[]) => {
    const rate = context.sampleRate;
    const first = Math.max(0, Math.floor((start * rate) / STEM_BLOCK_SAMPLES));
    const last = Math.min(
      blockCount - 1,
      Math.floor((Math.ceil(end * rate) - 1) / STEM_BLOCK_SAMPLES),
    );
    for (let block = first; block <= last; block += 1) into.push(block);
  };
  /**
   * The window of a windowed stem: `wanted` = the blocks to hold, nearest the playhead first (the
   * way ahead with the loop applied, a short loop whole, the song's first seconds for Play from
   * the start); `keep` = those and a few seconds behind the playhead.
   */
  const windowBlocks = () => {
    const wanted: number[] = [];
    if (!windowing) {
      for (let block = 0; block < blockCount; block += 1) wanted.push(block);
      return { wanted, keep: new Set(wanted) };
    }
    const position = positionAt(context.currentTime);
    const ahead = STUDIO_WINDOW_AHEAD_SECONDS;
    // a seek re-reads the stretcher's window just behind the position; a count-in before each
    // pass lets the stretcher read a little past the loop's end
    const lead = 0.5;
    if (loop && position < loop.end) {
      blocksOf(position - lead, Math.min(loop.end + lead, position + ahead), wanted);
      const left = ahead - (loop.end - position);
      if (loop.end - loop.start <= STUDIO_LOOP_HOLD_SECONDS) {
        blocksOf(loop.start - lead, loop.end + lead, wanted);
      } else if (left > 0) blocksOf(loop.start - lead, loop.start + left, wanted);
    } else blocksOf(position - lead, Math.min(durationSeconds, position + ahead), wanted);
    blocksOf(0, 3, wanted);
    const unique = [...new Set(wanted)];
    const keep = new Set(unique);
    const behind: number[] = [];
    blocksOf(position - STUDIO_WINDOW_BEHIND_SECONDS, position, behind);
    for (const block of behind) keep.add(block);
    return { wanted: unique, keep };
  };
  const blockHeld = (stem: number, block: number) => {
    const start = block * STEM_BLOCK_SAMPLES;
    const end = Math.min(start + STEM_BLOCK_SAMPLES, songSamples);
    return (covered[stem] ?? []).some((range) => range.start <= start && end <= range.end);
  };
  /** Lets go of every windowed stem's blocks outside the window; true when any went. */
  const evict = () => {
    if (!windowing || sources.size === 0) return false;
    const { keep } = windowBlocks();
    let any = false;
    for (const stem of sources.keys()) {
      const drop = new Set<number>();
      for (const range of covered[stem] ?? []) {
        const first = Math.floor(range.start / STEM_BLOCK_SAMPLES);
        for (let block = first; block * STEM_BLOCK_SAMPLES < range.end; block += 1) {
          if (!keep.has(block)) drop.add(block);
        }
      }
      if (drop.size === 0) continue;
      post(['evict', stem * CHANNELS_PER_STEM, [...drop]]);
      let ranges = covered[stem] ?? [];
      for (const block of drop) {
        const start = block * STEM_BLOCK_SAMPLES;
        const end = start + STEM_BLOCK_SAMPLES;
        ranges = ranges.flatMap((range) =>
          range.end <= start || end <= range.start
            ? [range]
            : [
                ...(range.start < start ? [{ start: range.start, end: start }] : []),
                ...(end < range.end ? [{ start: end, end: range.end }] : []),
              ],
        );
      }
      covered[stem] = ranges;
      any = true;
    }
    if (any) bufferedSeconds = coveredUntil(0) / context.sampleRate;
    return any;
  };
  const nextBlock = (stem: number) => {
    for (const block of windowBlocks().wanted) if (!blockHeld(stem, block)) return block;
    return null;
  };
  const wakeSources = () => {
    for (const [stem, source] of sources) if (nextBlock(stem) !== null) source.wake();
  };
  let windowTimer: ReturnType<typeof setInterval> | undefined;
  /** Schedules the state from `time` on, then where it stops by itself. */
  const commit = (time: number) => {
    lastChange = Math.max(lastChange, time);
    evict();
    schedule(segmentAt(time));
    if (playing && time < feedFrom) schedule(startSegment());
    planStop();
    wakeSources();
  };
  /** After a stall: plays on from where it stopped once the audio ahead is in. */
  const resumeIfBuffered = () => {
    update();
    if (state !== 'buffering' || playing) return;
    const rate = context.sampleRate;
    const need = Math.min(durationSeconds, anchorPosition + STUDIO_RESUME_SECONDS);
    const loopEnd = loop && anchorPosition < loop.end ? loop.end : Number.POSITIVE_INFINITY;
    const until = coveredUntil(Math.floor(anchorPosition * rate)) / rate;
    if (until < Math.min(need, loopEnd) - 1 / rate) return;
    const time = context.currentTime;
    anchorTime = time;
    feedFrom = time;
    playing = true;
    commit(time);
    setState('playing');
  };
  const appendStem = (
    stemId: string,
    startSample: number,
    channels: readonly (Float32Array | Int16Array)[],
  ) => {
    const stem = stemIds.indexOf(stemId);
    if (stem < 0) throw new Error(`Unknown stem ${stemId}`);
    // a mono stem is sent as one array: the worklet holds it once and plays it on both sides.
    // 16-bit arrays are transferred as they are (one given twice is copied once: two sides never
    // share storage); float is converted into block-sized pieces (see pcm16Pieces)
    const sides = channels
      .slice(0, CHANNELS_PER_STEM)
      .map((source, side) =>
        pcm16Pieces(
          source instanceof Int16Array && channels.slice(0, side).includes(source)
            ? source.slice()
            : source,
          startSample,
          songSamples,
        ),
      );
    const length = (channels[0] as Float32Array | Int16Array).length;
    (sides[0] ?? []).forEach((piece, k) => {
      const arrays = sides.map((pieces) => (pieces[k] as { data: Int16Array }).data);
      post(
        ['append', stem * CHANNELS_PER_STEM, piece.at, arrays],
        [...new Set(arrays.map((array) => array.buffer))],
      );
    });
    noteBuffered(stem, startSample, startSample + length);
    update();
    if (playing && stop?.reason === 'stall') {
      // more audio ahead: the planned stall moves on (a change from then on drops it)
      const from = Math.max(context.currentTime, lastChange);
      if (from < stop.time) commit(from);
    }
    resumeIfBuffered();
    return bufferedSeconds;
  };
  const applyGains = (time: number) => {
    for (const [id, pair] of stemGains) {
      const target = gains[id] ?? 0;
      for (const gain of pair) {
        gain.gain.cancelScheduledValues(time);
        if (time <= context.currentTime && !playing) gain.gain.value = target;
        else gain.gain.setTargetAtTime(target, time, smoothing);
      }
    }
  };
  // count-in clicks: a short decaying tone (higher on an accented beat), straight into the master
  const clickBuffers = new Map<boolean, AudioBuffer>();
  const clickBuffer = (accent: boolean) => {
    let buffer = clickBuffers.get(accent);
    if (!buffer) {
      const length = Math.round(context.sampleRate * 0.03);
      buffer = context.createBuffer(1, length, context.sampleRate);
      const data = buffer.getChannelData(0);
      const hz = accent ? 1500 : 1000;
      for (let i = 0; i < length; i += 1) {
        data[i] =
          0.6 *
          Math.exp(-i / (context.sampleRate * 0.006)) *
          Math.sin((2 * Math.PI * hz * i) / context.sampleRate);
      }
      clickBuffers.set(accent, buffer);
    }
    return buffer;
  };
  function playClick(at: number, accent: boolean) {
    const source = context.createBufferSource();
    source.buffer = clickBuffer(accent);
    source.connect(output);
    source.start(at);
    clicks.push({ source, time: at });
  }

  schedule({ output: 0, active: false, input: 0, rate: 1, semitones: 0, ...loopFields() });

  return {
    context,
    output,
    stemIds,
    durationSeconds,
    get bufferedSeconds() {
      return bufferedSeconds;
    },
    get playing() {
      update();
      return playing;
    },
    get state() {
      update();
      return state;
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    levels() {
      if (!metering) {
        // the worklet measures peaks only once someone reads them (offline renders never do)
        metering = true;
        post(['meter', true]);
      }
      return Object.fromEntries(
        stemIds.map((id, stem) => [id, (stemPeaks[stem] ?? 0) * (gains[id] ?? 0)]),
      );
    },
    heldBytes() {
      return new Promise<number>((resolve) => {
        statsWaiters.push(resolve);
        post(['stats']);
      });
    },
    get tempo() {
      return tempo;
    },
    get pitch() {
      return pitch;
    },
    get loop() {
      return loop;
    },
    async load(channels) {
      if (channels.length !== channelCount) {
        throw new Error(`The song needs ${channelCount} channels, got ${channels.length}`);
      }
      post(['drop']);
      for (let stem = 0; stem < covered.length; stem += 1) covered[stem] = [];
      stemIds.forEach((id, stem) => {
        appendStem(id, 0, channels.slice(stem * 2, stem * 2 + 2));
      });
      return bufferedSeconds;
    },
    appendStem,
    attachSource(stemId, source) {
      const stem = stemIds.indexOf(stemId);
      if (stem < 0) throw new Error(`Unknown stem ${stemId}`);
      sources.get(stem)?.close();
      sources.set(stem, source);
      if (windowing && windowTimer === undefined && context instanceof AudioContext) {
        // the window moves with the playhead: let go behind it, ask for what is ahead
        windowTimer = setInterval(() => {
          update();
          if (evict() && playing) commit(Math.max(context.currentTime, lastChange));
          wakeSources();
        }, 250);
      }
      evict();
      if (nextBlock(stem) !== null) source.wake();
    },
    nextBlock(stemId) {
      return nextBlock(stemIds.indexOf(stemId));
    },
    recycledBlock() {
      const block = freeBlocks.pop();
      return block ? block.fill(0) : null;
    },
    whenBuffered(seconds) {
      const samples = Math.min(Math.round(seconds * context.sampleRate), songSamples);
      if (coveredUntil(0) >= samples) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ samples, resolve }));
    },
    play(when, playOptions) {
      update();
      if (playing) return;
      if (state === 'ended' || anchorPosition >= durationSeconds) anchorPosition = 0;
      const time = now(when);
      let songStart = time + STUDIO_PREROLL_SECONDS;
      const count = playOptions?.countIn;
      if (count) songStart = Math.max(songStart, time + countInClicks(time, count));
      anchorTime = songStart;
      feedFrom = songStart - STUDIO_PREROLL_SECONDS;
      playing = true;
      lastChange = Math.max(lastChange, feedFrom);
      evict();
      schedule(startSegment());
      planStop();
      wakeSources();
      setState('playing');
    },
    pause(when) {
      update();
      if (!playing) {
        if (state === 'buffering') setState('paused');
        return;
      }
      const time = now(when);
      reanchor(time);
      playing = false;
      commit(time);
      setState('paused');
    },
    seek(seconds, when) {
      update();
      const time = now(when);
      anchorPosition = Math.min(Math.max(0, seconds), durationSeconds);
      anchorTime = time;
      feedFrom = time;
      if (state === 'ended') setState('paused');
      commit(time);
      resumeIfBuffered();
    },
    setTempo(value, when) {
      update();
      const time = now(when);
      reanchor(time);
      tempo = clampTempo(value);
      commit(time);
    },
    setPitch(value, when) {
      update();
      pitch = clampPitch(value);
      commit(now(when));
    },
    setCountInEachPass(count, when) {
      update();
      const time = now(when);
      reanchor(time);
      passCountIn = count;
      commit(time);
    },
    setLoop(region, when) {
      update();
      const time = now(when);
      reanchor(time);
      loop = region ? normaliseLoop(region.start, region.end, durationSeconds) : null;
      commit(time);
    },
    setMix(stems, when) {
      gains = effectiveStemGains(stems);
      applyGains(now(when));
    },
    setMasterVolume(volume, when) {
      const time = now(when);
      output.gain.cancelScheduledValues(time);
      output.gain.setTargetAtTime(Math.min(1, Math.max(0, volume)), time, smoothing);
    },
    settled() {
      const id = pings;
      pings += 1;
      return new Promise<void>((resolve) => {
        pongs.set(id, resolve);
        post(['ping', id]);
      });
    },
    position() {
      update();
      return positionAt(context.currentTime);
    },
    dispose() {
      clearTimeout(stopTimer);
      clearInterval(windowTimer);
      for (const source of sources.values()) source.close();
      sources.clear();
      cancelClicks(Number.NEGATIVE_INFINITY);
      listeners.clear();
      schedule({ active: false });
      post(['drop']);
      stretch.disconnect();
      splitter.disconnect();
      merger.disconnect();
      limiter.disconnect();
      output.disconnect();
      stretch.port.close();
    },
  };
}
