// The practice studio's audio engine (issue 16, decision 027). No React: widgets and routes drive
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
  STEM_STRETCH_PROCESSOR,
  type StemStretchMessage,
  type StretchChange,
  toPcm16,
} from './worklet';

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
}

export interface StudioEngine {
  readonly context: BaseAudioContext;
  /** The master output: connect it (or an analyser in front of the destination). */
  readonly output: GainNode;
  readonly stemIds: readonly string[];
  readonly durationSeconds: number;
  /** Seconds of song audio, from the start, handed over for every stem so far. */
  readonly bufferedSeconds: number;
  readonly playing: boolean;
  /**
   * Hands the song to the stretcher: 2 channels per stem in stem order, equal lengths, at the
   * context's rate (−1…1). The arrays are transferred (unusable afterwards). Replaces any audio
   * loaded before.
   */
  load(channels: Float32Array[]): Promise<number>;
  /**
   * Hands over part of one stem: its left and right samples (−1…1 float or 16-bit) from sample
   * `startSample` of the song on. Parts may come in any order; returns `bufferedSeconds`.
   * Float arrays are converted (the caller keeps them); 16-bit arrays are transferred.
   */
  appendStem(
    stemId: string,
    startSample: number,
    channels: readonly (Float32Array | Int16Array)[],
  ): number;
  /** Resolves once `seconds` (at most the song) of every stem have been handed over. */
  whenBuffered(seconds: number): Promise<void>;
  /** Starts at `when` (context time, default now) from the current position. */
  play(when?: number, options?: PlayOptions): void;
  pause(when?: number): void;
  seek(seconds: number, when?: number): void;
  setTempo(tempo: number, when?: number): void;
  setPitch(semitones: number, when?: number): void;
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
/** The limiter's input range: sums up to ±8 (eight stems at full scale) are shaped, not cut. */
const LIMITER_RANGE = 8;
/** Identity up to −1 dBFS, then a tanh knee towards 1.0; over −LIMITER_RANGE…LIMITER_RANGE. */
function limiterCurve(): Float32Array<ArrayBuffer> {
  const points = 1 << 14;
  const curve = new Float32Array(points + 1);
  const knee = 10 ** (-1 / 20);
  for (let i = 0; i <= points; i += 1) {
    const x = LIMITER_RANGE * ((2 * i) / points - 1);
    const size = Math.abs(x);
    curve[i] =
      size <= knee ? x : Math.sign(x) * (knee + (1 - knee) * Math.tanh((size - knee) / (1 - knee)));
  }
  return curve;
}
const toPcm16Of = (samples: Float32Array | Int16Array): Int16Array =>
  samples instanceof Int16Array ? samples.slice() : toPcm16(samples);
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
    },
  });
  const post = (message: StemStretchMessage, transfer: Transferable[] = []) =>
    stretch.port.postMessage(message, transfer);
  const pongs = new Map<number, () => void>();
  let pings = 0;
  const ready = new Promise<void>((resolve) => {
    stretch.port.onmessage = (event: MessageEvent) => {
      const [kind, value] = event.data as [string, number];
      if (kind === 'ready') resolve();
      else if (kind === 'pong') {
        pongs.get(value)?.();
        pongs.delete(value);
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
  // 0 dBFS however many stems are up (a wave shaper: no look-ahead, so nothing is delayed)
  const headroom = context.createGain();
  headroom.gain.value = 1 / LIMITER_RANGE;
  const limiter = context.createWaveShaper();
  limiter.curve = limiterCurve();
  merger.connect(headroom);
  headroom.connect(limiter);
  limiter.connect(output);

  // per stem: samples handed over contiguously from the song's start, and parts beyond a gap
  const songSamples = Math.round(durationSeconds * context.sampleRate);
  const contiguous = stemIds.map(() => 0);
  const pending = stemIds.map(() => [] as { start: number; end: number }[]);
  let bufferedSeconds = 0;
  const waiters: { samples: number; resolve: () => void }[] = [];
  const noteBuffered = (stem: number, start: number, end: number) => {
    const parts = pending[stem] as { start: number; end: number }[];
    parts.push({ start, end });
    parts.sort((a, b) => a.start - b.start);
    while (
      parts.length > 0 &&
      (parts[0] as { start: number }).start <= (contiguous[stem] as number)
    ) {
      const part = parts.shift() as { start: number; end: number };
      contiguous[stem] = Math.max(contiguous[stem] as number, part.end);
    }
    const samples = Math.min(...contiguous);
    bufferedSeconds = Math.min(samples, songSamples) / context.sampleRate;
    for (let i = waiters.length - 1; i >= 0; i -= 1) {
      const waiter = waiters[i] as { samples: number; resolve: () => void };
      if (samples >= waiter.samples) {
        waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  };
  const appendStem = (
    stemId: string,
    startSample: number,
    channels: readonly (Float32Array | Int16Array)[],
  ) => {
    const stem = stemIds.indexOf(stemId);
    if (stem < 0) throw new Error(`Unknown stem ${stemId}`);
    const pair = [0, 1].map((side) => {
      const source = channels[Math.min(side, channels.length - 1)] as Float32Array | Int16Array;
      return source instanceof Int16Array && side < channels.length ? source : toPcm16Of(source);
    });
    const length = (pair[0] as Int16Array).length;
    post(
      ['append', stem * CHANNELS_PER_STEM, startSample, pair],
      [...new Set(pair.map((array) => array.buffer))],
    );
    noteBuffered(stem, startSample, startSample + length);
    return bufferedSeconds;
  };
  let gains: Record<string, number> = Object.fromEntries(stemIds.map((id) => [id, 1]));
  let playing = false;
  let tempo = 1;
  let pitch = 0;
  let loop: LoopRegion | null = null;
  // Where the song was at `anchorTime` (context time) and the tempo since then.
  let anchorPosition = 0;
  let anchorTime = context.currentTime;

  const now = (when?: number) => Math.max(when ?? context.currentTime, context.currentTime);
  const positionAt = (time: number) => {
    if (!playing) return anchorPosition;
    const elapsed = Math.max(0, time - anchorTime) * tempo;
    const position = loop ? loopPosition(loop, anchorPosition, elapsed) : anchorPosition + elapsed;
    return Math.min(position, durationSeconds);
  };
  const reanchor = (time: number) => {
    anchorPosition = positionAt(time);
    anchorTime = time;
  };
  // `outputTime` makes the stretcher drop only changes due after this one (without it, every
  // change due after the context's current time is dropped: a later seek would undo a loop).
  const schedule = (change: StretchChange) => {
    post(['schedule', { ...change, outputTime: change.output ?? context.currentTime }]);
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
  const playClick = (at: number, accent: boolean) => {
    const source = context.createBufferSource();
    source.buffer = clickBuffer(accent);
    source.connect(output);
    source.start(at);
  };
  const loopFields = () => ({ loopStart: loop?.start ?? 0, loopEnd: loop?.end ?? 0 });

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
      return playing;
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
      contiguous.fill(0);
      for (const parts of pending) parts.length = 0;
      stemIds.forEach((id, stem) => {
        appendStem(id, 0, channels.slice(stem * 2, stem * 2 + 2));
      });
      return bufferedSeconds;
    },
    appendStem,
    whenBuffered(seconds) {
      const samples = Math.min(Math.round(seconds * context.sampleRate), songSamples);
      if (Math.min(...contiguous) >= samples) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ samples, resolve }));
    },
    play(when, playOptions) {
      if (playing) return;
      const time = now(when);
      let songStart = time + STUDIO_PREROLL_SECONDS;
      const count = playOptions?.countIn;
      if (count) {
        const plan = countIn(count.grid, tempo, count.bars);
        plan.clickTimes.forEach((offset, index) => {
          const accent = Boolean(count.accentFirstBeat) && index % count.grid.beatsPerBar === 0;
          playClick(time + offset, accent);
        });
        songStart = Math.max(songStart, time + plan.seconds);
      }
      anchorTime = songStart;
      playing = true;
      schedule({
        output: songStart - STUDIO_PREROLL_SECONDS,
        active: true,
        input: anchorPosition - STUDIO_PREROLL_SECONDS * tempo,
        rate: tempo,
        semitones: pitch,
        ...loopFields(),
      });
    },
    pause(when) {
      if (!playing) return;
      const time = now(when);
      reanchor(time);
      playing = false;
      schedule({ output: time, active: false, input: anchorPosition });
    },
    seek(seconds, when) {
      const time = now(when);
      anchorPosition = Math.min(Math.max(0, seconds), durationSeconds);
      anchorTime = time;
      schedule({ output: time, input: anchorPosition });
    },
    setTempo(value, when) {
      const time = now(when);
      reanchor(time);
      tempo = clampTempo(value);
      schedule({ output: time, input: anchorPosition, rate: tempo });
    },
    setPitch(value, when) {
      pitch = clampPitch(value);
      schedule({ output: now(when), semitones: pitch });
    },
    setLoop(region, when) {
      const time = now(when);
      reanchor(time);
      loop = region ? normaliseLoop(region.start, region.end, durationSeconds) : null;
      schedule({ output: time, input: anchorPosition, ...loopFields() });
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
      return positionAt(context.currentTime);
    },
    dispose() {
      schedule({ active: false });
      post(['drop']);
      stretch.disconnect();
      splitter.disconnect();
      merger.disconnect();
      headroom.disconnect();
      limiter.disconnect();
      output.disconnect();
      stretch.port.close();
    },
  };
}
