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
// The song's audio is handed over ONCE (`load`), every stem at once: signalsmith-stretch 1.3.2
// reads wrongly across the boundary of two added buffers (its worklet throws and falls silent),
// so chunked streaming into it is not possible yet (decision 027). Samples are float: 16-bit
// integers scaled by the gains were tried and do not come out as a scaled copy (the stretcher is
// not scale-invariant at ±32768), which breaks the phase-inverse check.

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
import SignalsmithStretch, { type StretchNode } from 'signalsmith-stretch';

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
  /** Gain changes glide over this time constant (seconds) so they never click. */
  gainSmoothingSeconds?: number;
}

export interface StudioEngine {
  readonly context: BaseAudioContext;
  /** The master output: connect it (or an analyser in front of the destination). */
  readonly output: GainNode;
  readonly stemIds: readonly string[];
  readonly durationSeconds: number;
  /** Seconds of song audio handed to the stretcher so far. */
  readonly bufferedSeconds: number;
  readonly playing: boolean;
  /**
   * Hands the song to the stretcher: 2 channels per stem in stem order, equal lengths, at the
   * context's rate (−1…1). The arrays are transferred (unusable afterwards). Replaces any audio
   * loaded before.
   */
  load(channels: Float32Array[]): Promise<number>;
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
  const stretch: StretchNode = await SignalsmithStretch(context, {
    // one input, left unconnected (buffer mode): with none, Chromium never runs the node live
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channelCount],
  });
  if (options.blockMs) await stretch.configure({ blockMs: options.blockMs });
  else if (options.preset === 'cheaper')
    await stretch.configure({ blockMs: null, preset: 'cheaper' });

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
  merger.connect(output);

  let bufferedSeconds = 0;
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
  let last: Promise<unknown> = Promise.resolve();
  // `outputTime` makes the stretcher drop only changes due after this one (without it, every
  // change due after the context's current time is dropped: a later seek would undo a loop).
  const schedule = (change: Parameters<StretchNode['schedule']>[0]) => {
    last = stretch.schedule({ ...change, outputTime: change.output ?? context.currentTime });
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
      if (bufferedSeconds > 0) await stretch.dropBuffers();
      bufferedSeconds = await stretch.addBuffers(
        channels,
        channels.map((channel) => channel.buffer),
      );
      return bufferedSeconds;
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
    async settled() {
      await last;
    },
    position() {
      return positionAt(context.currentTime);
    },
    dispose() {
      schedule({ active: false });
      stretch.dropBuffers();
      stretch.disconnect();
      splitter.disconnect();
      merger.disconnect();
      output.disconnect();
      stretch.port.close();
    },
  };
}
