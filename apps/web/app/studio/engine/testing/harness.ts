// Runs inside headless Chromium (bundled by ./browser.ts): renders the engine in an
// OfflineAudioContext for the quality tests and the bench. Test signals are synthesised here so
// nothing large crosses the page boundary.

import { createStudioEngine, STUDIO_PREROLL_SECONDS } from '../engine';
import { loadStems, STUDIO_START_SECONDS } from '../loader';
import { SAMPLE_RATE, type Signal, synth } from './signals';

export { SAMPLE_RATE, type Signal, synth } from './signals';

export interface RenderPlan {
  stems: {
    id: string;
    left: Signal;
    right?: Signal;
    invert?: boolean;
    sameAs?: string;
    /** One channel, handed over as mono (held once, heard on both sides). */
    mono?: boolean;
    /** With `sameAs` a mono stem: its one channel handed over as both sides of a stereo stem. */
    spread?: boolean;
  }[];
  seconds: number;
  /** Output seconds to render. */
  renderSeconds: number;
  tempo: number;
  pitch: number;
  preset?: 'default' | 'cheaper';
  blockMs?: number;
  intervalMs?: number;
  countIn?: { bpm: number; bars: 1 | 2 };
  /** Reads the engine's levels before play, as the page does (the worklet then meters). */
  readLevels?: boolean;
  /** Changes at output times (seconds into the render). */
  events?: (
    | { at: number; seek: number }
    | { at: number; loop: { start: number; end: number } | null }
    | { at: number; tempo: number }
  )[];
}

export interface RenderResult {
  channels: Float32Array[];
  renderMs: number;
  setupMs: number;
}

/** Builds every stem's channels, streams them into an engine in chunks, renders offline. */
export async function renderOffline(plan: RenderPlan): Promise<RenderResult> {
  const setupStart = performance.now();
  const context = new OfflineAudioContext(
    2,
    Math.round(plan.renderSeconds * SAMPLE_RATE),
    SAMPLE_RATE,
  );
  const engine = await createStudioEngine(context, {
    stemIds: plan.stems.map((stem) => stem.id),
    durationSeconds: plan.seconds,
    preset: plan.preset,
    blockMs: plan.blockMs,
    intervalMs: plan.intervalMs,
  });
  engine.output.connect(context.destination);
  engine.setMasterVolume(1);
  engine.output.gain.value = 1;
  // one stem at a time, handed over (as 16-bit) and let go: the page never holds the song as float
  const built = new Map<string, Float32Array[]>();
  const copied = new Set(plan.stems.map((stem) => stem.sameAs));
  for (const stem of plan.stems) {
    const pair = stem.sameAs
      ? (built.get(stem.sameAs) ?? []).map((channel) => channel.slice())
      : stem.mono
        ? [synth(stem.left, plan.seconds, 0)]
        : [synth(stem.left, plan.seconds, 0), synth(stem.right ?? stem.left, plan.seconds, 1)];
    if (stem.spread && pair.length === 1) pair.push((pair[0] as Float32Array).slice());
    if (stem.invert)
      for (const channel of pair)
        for (let i = 0; i < channel.length; i += 1) channel[i] = -(channel[i] as number);
    if (copied.has(stem.id))
      built.set(stem.id, stem.invert ? pair.map((c) => c.map((v) => -v)) : pair);
    engine.appendStem(stem.id, 0, pair);
  }
  built.clear();
  engine.setMix(
    plan.stems.map((stem) => ({ id: stem.id, volume: 1, muted: false, soloed: false })),
  );
  if (plan.readLevels) engine.levels();
  engine.setTempo(plan.tempo, 0);
  engine.setPitch(plan.pitch, 0);
  engine.play(
    0,
    plan.countIn
      ? {
          countIn: {
            grid: { bpm: plan.countIn.bpm, beatsPerBar: 4, downbeatSeconds: 0 },
            bars: plan.countIn.bars,
          },
        }
      : undefined,
  );
  // in time order after play: the stretcher drops any change scheduled later than a new one
  for (const event of plan.events ?? []) {
    if ('seek' in event) engine.seek(event.seek, event.at);
    else if ('loop' in event) engine.setLoop(event.loop, event.at);
    else engine.setTempo(event.tempo, event.at);
  }
  await engine.settled();
  const setupMs = performance.now() - setupStart;
  const bench = globalThis as { __benchMark?: () => Promise<void> };
  await bench.__benchMark?.();
  const start = performance.now();
  const rendered = await context.startRendering();
  const renderMs = performance.now() - start;
  await bench.__benchMark?.();
  engine.dispose();
  return {
    channels: [rendered.getChannelData(0), rendered.getChannelData(1)],
    renderMs,
    setupMs,
  };
}

export interface FirstSoundResult {
  /** From Play (fetches start) to the first non-silent output sample seen by an analyser tap. */
  firstSoundMs: number;
  /** Downloads and decodes overlap (loader.ts): until the last stem is decoded. */
  fetchAndDecodeMs: number;
  /** From Play to the moment the first seconds of every stem were in (play started then). */
  loadMs: number;
  bufferedAtPlaySeconds: number;
  bytesBeforeFirstSound: number;
  bytesTotal: number;
  /** From setMix(all muted) to silence at the tap. */
  muteToSilenceMs: number;
  /** Bytes of stem audio the engine holds once every stem is in. */
  heldBytes: number;
  baseLatencyMs: number;
  outputLatencyMs: number;
  contextState: string;
}

const peakOf = (data: Float32Array) =>
  data.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);

/**
 * A cold start as the studio page does it today: fetch every stem (no cache), decode
 * (decodeAudioData: off the main thread), hand the song to the engine, play, and wait for sound at
 * an analyser between the graph and the destination.
 */
export async function firstSound(
  urls: string[],
  durationSeconds: number,
): Promise<FirstSoundResult> {
  const started = performance.now();
  const context = new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' });
  await context.resume();
  const ids = urls.map((_, index) => `stem${index}`);
  const engine = await createStudioEngine(context, { stemIds: ids, durationSeconds });
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  engine.output.connect(analyser);
  analyser.connect(context.destination);
  let decoded = started;
  let bytesNow = 0;
  const loading = loadStems(
    engine,
    urls.map((url, index) => ({ id: ids[index] as string, url })),
    {
      fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
      onProgress: (progress) => {
        bytesNow = progress.bytes;
        if (progress.decodedStems === progress.stems) decoded = performance.now();
      },
    },
  );
  loading.catch(() => undefined);
  // play as soon as the first seconds of every stem are in, the rest still streaming
  await Promise.race([engine.whenBuffered(STUDIO_START_SECONDS), loading]);
  const loaded = performance.now();
  const bufferedAtPlay = engine.bufferedSeconds;
  engine.setMix(ids.map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  engine.play();
  const data = new Float32Array(analyser.fftSize);
  const waitFor = async (test: (peak: number) => boolean, limitMs: number) => {
    const from = performance.now();
    for (;;) {
      analyser.getFloatTimeDomainData(data);
      if (test(peakOf(data)) || performance.now() - from > limitMs) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  const heard = await waitFor((peak) => peak > 1e-3, 10_000);
  const bytesBeforeFirstSound = bytesNow;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const muteAt = performance.now();
  engine.setMix(ids.map((id) => ({ id, volume: 1, muted: true, soloed: false })));
  const silent = await waitFor((peak) => peak < 1e-4, 5_000);
  const { bytes: bytesTotal } = await loading;
  const result: FirstSoundResult = {
    bufferedAtPlaySeconds: bufferedAtPlay,
    firstSoundMs: heard - started,
    fetchAndDecodeMs: decoded - started,
    loadMs: loaded - started,
    bytesBeforeFirstSound,
    bytesTotal,
    muteToSilenceMs: silent - muteAt,
    heldBytes: await engine.heldBytes(),
    baseLatencyMs: context.baseLatency * 1000,
    outputLatencyMs: (context.outputLatency || 0) * 1000,
    contextState: context.state,
  };
  engine.dispose();
  await context.close();
  return result;
}

/**
 * How long after a change made "now" it is heard, from an offline render: a 300 Hz tone whose
 * pitch is raised an octave (or whose stem is muted) at `changeAt`; returns the seconds
 * until the output has moved to the new state.
 */
export async function changeLatency(kind: 'pitch' | 'mute', changeAt = 2): Promise<number> {
  const context = new OfflineAudioContext(2, SAMPLE_RATE * 4, SAMPLE_RATE);
  const engine = await createStudioEngine(context, { stemIds: ['tone'], durationSeconds: 10 });
  engine.output.connect(context.destination);
  engine.output.gain.value = 1;
  const tone = synth({ kind: 'sine', hz: 300, amplitude: 0.5 }, 10);
  await engine.load([tone, tone.slice()]);
  engine.setMix([{ id: 'tone', volume: 1, muted: false, soloed: false }]);
  engine.play(0);
  // the change is made when the render reaches changeAt, with no look-ahead, as a click is live
  context.suspend(changeAt).then(async () => {
    if (kind === 'pitch') engine.setPitch(12);
    else engine.setMix([{ id: 'tone', volume: 1, muted: true, soloed: false }]);
    await engine.settled();
    await context.resume();
  });
  await engine.settled();
  const out = (await context.startRendering()).getChannelData(0);
  const from = Math.round(changeAt * SAMPLE_RATE);
  if (kind === 'mute') {
    for (let i = from; i < out.length; i += 1) {
      if (Math.abs(out.subarray(i, i + 480).reduce((p, v) => Math.max(p, Math.abs(v)), 0)) < 5e-4) {
        return (i - from) / SAMPLE_RATE;
      }
    }
    return Number.NaN;
  }
  // the first of 20 rising zero crossings in a row whose periods are all 600 Hz (±3 %)
  const crossings: number[] = [];
  for (let i = from; i < out.length - 1; i += 1) {
    if ((out[i] as number) < 0 && (out[i + 1] as number) >= 0) crossings.push(i);
  }
  let run = 0;
  for (let k = 1; k < crossings.length; k += 1) {
    const hz = SAMPLE_RATE / ((crossings[k] as number) - (crossings[k - 1] as number));
    run = Math.abs(hz - 600) < 18 ? run + 1 : 0;
    if (run === 20) return ((crossings[k - 20] as number) - from) / SAMPLE_RATE;
  }
  return Number.NaN;
}

/**
 * Live playback in a running AudioContext: is anything heard at an analyser tap within
 * `limitMs` of play, and does a mute of every stem bring silence? (booleans only: no times)
 */
export async function liveSmoke(
  limitMs = 5000,
): Promise<{ heard: boolean; silencedByMute: boolean }> {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  await context.resume();
  const engine = await createStudioEngine(context, { stemIds: ['a', 'b'], durationSeconds: 20 });
  const analyser = context.createAnalyser();
  engine.output.connect(analyser);
  analyser.connect(context.destination);
  const tone = synth({ kind: 'sine', hz: 300, amplitude: 0.5 }, 20);
  await engine.load([tone, tone.slice(), tone.slice(), tone.slice()]);
  const mix = (muted: boolean) => ['a', 'b'].map((id) => ({ id, volume: 1, muted, soloed: false }));
  engine.setMix(mix(false));
  engine.play();
  const data = new Float32Array(analyser.fftSize);
  const until = async (test: (peak: number) => boolean) => {
    const from = performance.now();
    while (performance.now() - from < limitMs) {
      analyser.getFloatTimeDomainData(data);
      if (test(peakOf(data))) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };
  const heard = await until((peak) => peak > 0.1);
  engine.setMix(mix(true));
  const silencedByMute = heard && (await until((peak) => peak < 1e-4));
  engine.dispose();
  await context.close();
  return { heard, silencedByMute };
}

/** Loads stems from URLs with the loader and renders them offline (tempo 1, pitch 0). */
export async function renderLoaded(
  urls: string[],
  seconds: number,
  renderSeconds: number,
): Promise<number[][]> {
  const context = new OfflineAudioContext(2, Math.round(renderSeconds * SAMPLE_RATE), SAMPLE_RATE);
  const ids = urls.map((_, index) => `stem${index}`);
  const engine = await createStudioEngine(context, { stemIds: ids, durationSeconds: seconds });
  engine.output.connect(context.destination);
  engine.output.gain.value = 1;
  await loadStems(
    engine,
    urls.map((url, index) => ({ id: ids[index] as string, url })),
  );
  engine.setMix(ids.map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  engine.play(0);
  engine.seek(1, 1);
  await engine.settled();
  const rendered = await context.startRendering();
  engine.dispose();
  return [Array.from(rendered.getChannelData(0)), Array.from(rendered.getChannelData(1))];
}

/**
 * Streaming into the stretcher: stem "chunked" arrives in parts cut at `cuts` (seconds, off any
 * block or quantum boundary), the first before play and part k at render time `appendAt[k - 1]`;
 * stem "whole" (its copy, inverted or not) is handed over at once. Returns the rendered output and
 * how much of the song was in when play started.
 */
export async function renderAppendedInChunks(options: {
  tempo: number;
  pitch: number;
  seconds: number;
  renderSeconds: number;
  cuts: number[];
  appendAt: number[];
  invert: boolean;
}): Promise<{ channels: number[][]; bufferedAtPlay: number; bufferedAtEnd: number }> {
  const context = new OfflineAudioContext(
    2,
    Math.round(options.renderSeconds * SAMPLE_RATE),
    SAMPLE_RATE,
  );
  const engine = await createStudioEngine(context, {
    stemIds: ['chunked', 'whole'],
    durationSeconds: options.seconds,
  });
  engine.output.connect(context.destination);
  engine.output.gain.value = 1;
  const left = synth({ kind: 'music', seed: 7 }, options.seconds, 0);
  const right = synth({ kind: 'music', seed: 8 }, options.seconds, 1);
  const sign = options.invert ? -1 : 1;
  engine.appendStem('whole', 0, [left.map((v) => sign * v), right.map((v) => sign * v)]);
  const bounds = [0, ...options.cuts.map((cut) => Math.round(cut * SAMPLE_RATE)), left.length];
  const part = (k: number) =>
    [left, right].map((channel) => channel.slice(bounds[k], bounds[k + 1]));
  engine.appendStem('chunked', 0, part(0));
  options.appendAt.forEach((at, index) => {
    context.suspend(at).then(async () => {
      engine.appendStem('chunked', bounds[index + 1] as number, part(index + 1));
      await engine.settled();
      await context.resume();
    });
  });
  engine.setMix(['chunked', 'whole'].map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  engine.setTempo(options.tempo, 0);
  engine.setPitch(options.pitch, 0);
  const bufferedAtPlay = engine.bufferedSeconds;
  engine.play(0);
  await engine.settled();
  const rendered = await context.startRendering();
  const bufferedAtEnd = engine.bufferedSeconds;
  engine.dispose();
  return {
    channels: [Array.from(rendered.getChannelData(0)), Array.from(rendered.getChannelData(1))],
    bufferedAtPlay,
    bufferedAtEnd,
  };
}

/** A 16-bit stereo WAV file made in the page. */
function wavBytes(left: Float32Array, right: Float32Array): Uint8Array {
  const data = new DataView(new ArrayBuffer(44 + left.length * 4));
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) data.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  data.setUint32(4, 36 + left.length * 4, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true);
  data.setUint16(22, 2, true);
  data.setUint32(24, SAMPLE_RATE, true);
  data.setUint32(28, SAMPLE_RATE * 4, true);
  data.setUint16(32, 4, true);
  data.setUint16(34, 16, true);
  text(36, 'data');
  data.setUint32(40, left.length * 4, true);
  for (let i = 0; i < left.length; i += 1) {
    data.setInt16(44 + i * 4, Math.round((left[i] as number) * 32767), true);
    data.setInt16(46 + i * 4, Math.round((right[i] as number) * 32767), true);
  }
  return new Uint8Array(data.buffer);
}

/**
 * Live, through the loader: two WAV stems whose responses deliver their first `firstPart` of
 * bytes (in 1 001-byte pieces, cutting frames in two) and hold the rest back until sound is heard
 * (or 5 s pass). Is the song heard before its last bytes arrive, and does it then load whole?
 */
export async function liveStreaming(seconds = 20, firstPart = 0.25) {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  await context.resume();
  const ids = ['a', 'b'];
  const engine = await createStudioEngine(context, { stemIds: ids, durationSeconds: seconds });
  const analyser = context.createAnalyser();
  engine.output.connect(analyser);
  analyser.connect(context.destination);
  const files = ids.map((_, index) =>
    wavBytes(
      synth({ kind: 'sine', hz: 300 + 100 * index, amplitude: 0.4 }, seconds),
      synth({ kind: 'sine', hz: 300 + 100 * index, amplitude: 0.4 }, seconds),
    ),
  );
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let lastChunkSent = false;
  const streamed: typeof fetch = async (input) => {
    const body = files[ids.indexOf(String(input))] as Uint8Array;
    const held = Math.round(body.length * firstPart);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let at = 0; at < held; at += 1001)
          controller.enqueue(body.slice(at, Math.min(held, at + 1001)));
        await released;
        controller.enqueue(body.slice(held));
        lastChunkSent = true;
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': 'audio/wav' } });
  };
  const loading = loadStems(
    engine,
    ids.map((id) => ({ id, url: id })),
    { fetch: streamed },
  );
  loading.catch(() => undefined);
  await Promise.race([engine.whenBuffered(STUDIO_START_SECONDS), loading]);
  engine.setMix(ids.map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  engine.play();
  const data = new Float32Array(analyser.fftSize);
  let heard = false;
  const from = performance.now();
  while (!heard && performance.now() - from < 5000) {
    analyser.getFloatTimeDomainData(data);
    heard = peakOf(data) > 0.1;
    if (!heard) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const heardBeforeLastChunk = heard && !lastChunkSent;
  release();
  await loading;
  const result = { heardBeforeLastChunk, bufferedSeconds: engine.bufferedSeconds };
  engine.dispose();
  await context.close();
  return result;
}

/**
 * An MP3 streamed through the loader (WebCodecs, encoder delay trimmed) against the same file
 * decoded whole by decodeAudioData and inverted, as two stems at tempo 1: silence when the two
 * decodes line up to the sample. Returns the RMS (dBFS) of each output channel and of the pair
 * without inversion.
 */
export async function mp3Alignment(url: string, seconds: number): Promise<number[]> {
  const decodedWhole = await new OfflineAudioContext(2, 1, SAMPLE_RATE).decodeAudioData(
    await (await fetch(url)).arrayBuffer(),
  );
  const run = async (invert: boolean) => {
    const context = new OfflineAudioContext(2, Math.round(seconds * SAMPLE_RATE), SAMPLE_RATE);
    const engine = await createStudioEngine(context, {
      stemIds: ['streamed', 'decoded'],
      durationSeconds: seconds,
    });
    engine.output.connect(context.destination);
    engine.output.gain.value = 1;
    await loadStems(engine, [{ id: 'streamed', url }]);
    const sign = invert ? -1 : 1;
    engine.appendStem(
      'decoded',
      0,
      [0, 1].map((c) =>
        decodedWhole
          .getChannelData(Math.min(c, decodedWhole.numberOfChannels - 1))
          .map((v) => sign * v),
      ),
    );
    engine.setMix(
      ['streamed', 'decoded'].map((id) => ({ id, volume: 1, muted: false, soloed: false })),
    );
    engine.play(0);
    await engine.settled();
    const out = await context.startRendering();
    engine.dispose();
    return [0, 1].map((c) => {
      const data = out.getChannelData(c);
      let sum = 0;
      for (const value of data) sum += value * value;
      return 10 * Math.log10(sum / data.length + 1e-30);
    });
  };
  return [...(await run(true)), ...(await run(false))];
}

/** The power of one frequency in a stretch of samples (Goertzel), as dBFS of a sine's peak. */
function toneLevel(samples: Float32Array, hz: number): number {
  const w = (2 * Math.PI * hz) / SAMPLE_RATE;
  const coefficient = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (const value of samples) {
    const s0 = value + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return 20 * Math.log10((2 * Math.sqrt(power)) / samples.length + 1e-12);
}

const rmsOf = (data: Float32Array) => {
  let sum = 0;
  for (const value of data) sum += value * value;
  return 10 * Math.log10(sum / Math.max(1, data.length) + 1e-30);
};

/** An offline context and an engine at full output for `stemIds`. */
async function offlineEngine(stemIds: string[], seconds: number, renderSeconds: number) {
  const context = new OfflineAudioContext(2, Math.round(renderSeconds * SAMPLE_RATE), SAMPLE_RATE);
  const engine = await createStudioEngine(context, { stemIds, durationSeconds: seconds });
  engine.output.connect(context.destination);
  engine.output.gain.value = 1;
  engine.setMix(stemIds.map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  return { context, engine };
}

/**
 * Stereo and mono stems together: "wide" has a 440 Hz left and a 660 Hz right, "mono" one 220 Hz
 * channel (handed over as one array). Rendered through the stretcher (tempo 0.8) or copied
 * straight (1.0): the level of each tone on each side (dBFS), and the bytes the worklet holds for
 * a mono stem and for a stereo one of the same length.
 */
export async function stereoImage(tempo: number) {
  const seconds = 3;
  const { context, engine } = await offlineEngine(['wide', 'mono'], seconds, 2.5);
  engine.appendStem('wide', 0, [
    synth({ kind: 'sine', hz: 440, amplitude: 0.3 }, seconds),
    synth({ kind: 'sine', hz: 660, amplitude: 0.3 }, seconds),
  ]);
  engine.appendStem('mono', 0, [synth({ kind: 'sine', hz: 220, amplitude: 0.3 }, seconds)]);
  engine.setTempo(tempo, 0);
  engine.play(0);
  await engine.settled();
  const out = await context.startRendering();
  engine.dispose();
  const side = (c: number) => out.getChannelData(c).subarray(SAMPLE_RATE, 2 * SAMPLE_RATE);
  const levelsOf = (c: number) => ({
    hz220: toneLevel(side(c), 220),
    hz440: toneLevel(side(c), 440),
    hz660: toneLevel(side(c), 660),
  });
  const held = async (channels: number) => {
    const probe = await offlineEngine(['stem'], seconds, 0.1);
    const samples = synth({ kind: 'music', seed: 1 }, seconds);
    probe.engine.appendStem(
      'stem',
      0,
      Array.from({ length: channels }, () => samples.slice()),
    );
    const bytes = await probe.engine.heldBytes();
    probe.engine.dispose();
    return bytes;
  };
  return {
    left: levelsOf(0),
    right: levelsOf(1),
    monoBytes: await held(1),
    stereoBytes: await held(2),
  };
}

/**
 * The master limiter with a loud left and a quiet right: two stems, each 0.8 at 220 Hz on the
 * left (sum 1.6) and 0.2 at 330 Hz on the right (sum 0.4). Peaks out, per side.
 */
export async function limiterLink() {
  const { context, engine } = await offlineEngine(['a', 'b'], 2, 1.5);
  for (const id of ['a', 'b']) {
    engine.appendStem(id, 0, [
      synth({ kind: 'sine', hz: 220, amplitude: 0.8 }, 2),
      synth({ kind: 'sine', hz: 330, amplitude: 0.2 }, 2),
    ]);
  }
  engine.play(0);
  await engine.settled();
  const out = await context.startRendering();
  engine.dispose();
  return [0, 1].map((c) => peakOf(out.getChannelData(c).subarray(Math.round(0.5 * SAMPLE_RATE))));
}

/**
 * A 2 s song rendered for 5 s: its state and position at 3 s (after the end), then Play pressed
 * again there. The RMS (dBFS) after the end and after the second Play.
 */
export async function songEnd(tempo: number) {
  const seconds = 2;
  const { context, engine } = await offlineEngine(['tone'], seconds, 5.5);
  engine.appendStem('tone', 0, [synth({ kind: 'sine', hz: 300, amplitude: 0.5 }, seconds)]);
  engine.setTempo(tempo, 0);
  engine.play(0);
  const end = STUDIO_PREROLL_SECONDS + seconds / tempo;
  const at = Math.ceil((end + 0.4) * 100) / 100;
  let atEnd = { state: '', playing: true, position: 0 };
  let afterReplay = 0;
  context.suspend(at).then(async () => {
    atEnd = { state: engine.state, playing: engine.playing, position: engine.position() };
    engine.play();
    afterReplay = engine.position();
    await engine.settled();
    await context.resume();
  });
  await engine.settled();
  const out = (await context.startRendering()).getChannelData(0);
  const states = engine.state;
  engine.dispose();
  const span = (from: number, to: number) =>
    rmsOf(out.subarray(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE)));
  return {
    atEnd,
    afterReplay,
    stateAtRenderEnd: states,
    silenceAfterEnd: span(end + 0.15, at),
    soundAfterReplay: span(at + 0.3, at + 1),
  };
}

/**
 * A stall: stem "late" has only its first `firstSeconds` when play starts; the rest arrives at
 * render time `restAt`. Stem "whole" (the same music, inverted or not) is all there. The state and
 * position while waiting, the output, and the state at the end of the render.
 */
export async function stallAndResume(options: {
  tempo: number;
  pitch: number;
  invert: boolean;
  firstSeconds: number;
  restAt: number;
}) {
  const seconds = 5;
  const renderSeconds = 3 + options.restAt + seconds / options.tempo;
  const { context, engine } = await offlineEngine(['late', 'whole'], seconds, renderSeconds);
  const left = synth({ kind: 'music', seed: 9 }, seconds, 0);
  const right = synth({ kind: 'music', seed: 10 }, seconds, 1);
  const sign = options.invert ? -1 : 1;
  engine.appendStem('whole', 0, [left.map((v) => sign * v), right.map((v) => sign * v)]);
  const cut = Math.round(options.firstSeconds * SAMPLE_RATE);
  engine.appendStem('late', 0, [left.slice(0, cut), right.slice(0, cut)]);
  engine.setTempo(options.tempo, 0);
  engine.setPitch(options.pitch, 0);
  engine.play(0);
  let waiting = { state: '', position: 0 };
  let afterArrival = '';
  context.suspend(options.restAt).then(async () => {
    waiting = { state: engine.state, position: engine.position() };
    engine.appendStem('late', cut, [left.slice(cut), right.slice(cut)]);
    afterArrival = engine.state;
    await engine.settled();
    await context.resume();
  });
  await engine.settled();
  const out = await context.startRendering();
  const stateAtEnd = engine.state;
  engine.dispose();
  return {
    waiting,
    afterArrival,
    stateAtEnd,
    rms: [0, 1].map((c) => rmsOf(out.getChannelData(c))),
    // the music after the resume: from the arrival to the song's (delayed) end
    rmsAfterResume: rmsOf(
      out
        .getChannelData(0)
        .subarray(
          Math.round((options.restAt + 0.3) * SAMPLE_RATE),
          Math.round((options.restAt + 1.5) * SAMPLE_RATE),
        ),
    ),
  };
}

/** Two stems playing, "b" muted: the engine's levels one second in. */
export async function levelsWithMute() {
  const { context, engine } = await offlineEngine(['a', 'b'], 3, 2);
  for (const id of ['a', 'b']) {
    engine.appendStem(id, 0, [synth({ kind: 'sine', hz: 300, amplitude: 0.5 }, 3)]);
  }
  engine.setMix([
    { id: 'a', volume: 0.5, muted: false, soloed: false },
    { id: 'b', volume: 1, muted: true, soloed: false },
  ]);
  let levels: Record<string, number> = {};
  let before: Record<string, number> = {};
  before = engine.levels();
  context.suspend(1).then(async () => {
    await engine.settled();
    levels = engine.levels();
    await context.resume();
  });
  engine.play(0);
  await engine.settled();
  await context.startRendering();
  engine.dispose();
  return { before, levels };
}

/**
 * Levels are measured only once someone reads them: nothing is read before play, the first
 * `levels()` comes 1 s in (reads nothing yet), the next at 1.5 s reads the stem.
 */
export async function levelsAskedWhilePlaying() {
  const { context, engine } = await offlineEngine(['a'], 3, 2);
  engine.appendStem('a', 0, [synth({ kind: 'sine', hz: 300, amplitude: 0.5 }, 3)]);
  engine.setMix([{ id: 'a', volume: 0.5, muted: false, soloed: false }]);
  let first: Record<string, number> = {};
  let later: Record<string, number> = {};
  context.suspend(1).then(async () => {
    first = engine.levels();
    await engine.settled();
    await context.resume();
  });
  context.suspend(1.5).then(async () => {
    await engine.settled();
    later = engine.levels();
    await context.resume();
  });
  engine.play(0);
  await engine.settled();
  await context.startRendering();
  engine.dispose();
  return { first, later };
}

/**
 * A loop with a count-in before each pass: a 300 Hz song, loop 1–2 s, 1 bar at 120 bpm (×tempo),
 * accent on beat one. The page's polling is simulated by reading the position every 0.25 s.
 * Returns the rendered left channel and the positions read.
 */
export async function loopCountIn(tempo: number) {
  const seconds = 4;
  const renderSeconds = 10;
  const { context, engine } = await offlineEngine(['tone'], seconds, renderSeconds);
  engine.appendStem('tone', 0, [synth({ kind: 'sine', hz: 300, amplitude: 0.3 }, seconds)]);
  engine.setTempo(tempo, 0);
  engine.setLoop({ start: 1, end: 2 }, 0);
  engine.setCountInEachPass(
    { grid: { bpm: 120, beatsPerBar: 4, downbeatSeconds: 0 }, bars: 1, accentFirstBeat: true },
    0,
  );
  engine.play(0);
  const positions: { at: number; position: number }[] = [];
  for (let at = 0.25; at < renderSeconds - 0.1; at += 0.25) {
    const time = Math.round(at * 100) / 100;
    context.suspend(time).then(async () => {
      positions.push({ at: time, position: engine.position() });
      await engine.settled();
      await context.resume();
    });
  }
  await engine.settled();
  const out = (await context.startRendering()).getChannelData(0);
  engine.dispose();
  const level = (from: number, to: number, hz: number) =>
    toneLevel(out.subarray(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE)), hz);
  // the song reaches the loop's end (2 s) at T1, the clicks fill 4 beats, the next pass starts at
  // R1 and reaches the end again at T2 (1 s of song later), where the next count-in starts
  const beat = 0.5 / tempo;
  const t1 = STUDIO_PREROLL_SECONDS + 2 / tempo;
  const r1 = t1 + 4 * beat;
  const t2 = r1 + 1 / tempo;
  return {
    songInCountIn: level(t1 + 0.25, r1 - 0.05, 300),
    songInNextPass: level(r1 + 0.2, t2 - 0.05, 300),
    firstClickAccent: level(t1, t1 + 0.03, 1500),
    firstClickPlain: level(t1, t1 + 0.03, 1000),
    secondClickPlain: level(t1 + beat, t1 + beat + 0.03, 1000),
    nextCountInAccent: level(t2, t2 + 0.03, 1500),
    positionsInCountIn: positions
      .filter((read) => read.at > t1 + 0.05 && read.at < r1 - 0.05)
      .map((read) => read.position),
  };
}

/**
 * An MP3 stem windowed (held compressed, decoded around the playhead) against the same file
 * decoded whole by decodeAudioData and inverted, offline with the window on: a seek at 1 s to
 * `seekTo` makes the loader decode from a frame in the middle of the file (a new decoder run with
 * its pre-roll; of several seeks, each waits for its window but the last, which plays on from what
 * is held). Returns
 * the RMS (dBFS) of each channel after the seek, and of the pair without
 * inversion, and the bytes of the windowed stem held before and after the seek. The RMS is taken
 * from just after the (last) seek.
 */
export async function windowedMp3Alignment(
  url: string,
  seconds: number,
  seekTo: number | number[],
  tempo = 1,
  pitch = 0,
): Promise<{ rms: number[]; heldBefore: number; heldAfter: number; reused: number }> {
  const decodedWhole = await new OfflineAudioContext(2, 1, SAMPLE_RATE).decodeAudioData(
    await (await fetch(url)).arrayBuffer(),
  );
  const run = async (invert: boolean) => {
    const renderSeconds = 3;
    const context = new OfflineAudioContext(2, renderSeconds * SAMPLE_RATE, SAMPLE_RATE);
    const engine = await createStudioEngine(context, {
      stemIds: ['streamed', 'whole'],
      durationSeconds: seconds,
      window: true,
    });
    engine.output.connect(context.destination);
    engine.output.gain.value = 1;
    const sign = invert ? -1 : 1;
    engine.appendStem(
      'whole',
      0,
      [0, 1].map((c) => decodedWhole.getChannelData(c).map((v) => sign * v)),
    );
    const wholeBytes = await engine.heldBytes();
    // counts the blocks the loader fills in storage the worklet let go of (after the seek)
    const recycledBlock = engine.recycledBlock;
    let reused = 0;
    engine.recycledBlock = () => {
      const block = recycledBlock();
      if (block) reused += 1;
      return block;
    };
    await loadStems(engine, [{ id: 'streamed', url }]);
    const heldBefore = (await engine.heldBytes()) - wholeBytes;
    engine.setMix(
      ['streamed', 'whole'].map((id) => ({ id, volume: 1, muted: false, soloed: false })),
    );
    engine.setTempo(tempo, 0);
    engine.setPitch(pitch, 0);
    engine.play(0);
    let heldAfter = 0;
    context.suspend(1).then(async () => {
      // the window's blocks around each seek decoded (the render waits here; live it would
      // stall), but for a last seek of several: that plays on at once from what is held
      const seeks = [seekTo].flat();
      for (const [index, to] of seeks.entries()) {
        engine.seek(to);
        if (index > 0 && index === seeks.length - 1) break;
        while (engine.nextBlock('streamed') !== null) await new Promise((r) => setTimeout(r, 10));
      }
      await engine.settled();
      heldAfter = (await engine.heldBytes()) - wholeBytes;
      await context.resume();
    });
    await engine.settled();
    const rendered = await context.startRendering();
    engine.dispose();
    // from just after the seek: the new run's first frames are heard here
    const from = Math.round(1.02 * SAMPLE_RATE);
    return {
      rms: [0, 1].map((c) => rmsDbfsOf(rendered.getChannelData(c).subarray(from))),
      heldBefore,
      heldAfter,
      reused,
    };
  };
  const silent = await run(true);
  const loud = await run(false);
  return { ...silent, rms: [...silent.rms, loud.rms[0] as number] };
}

const rmsDbfsOf = (data: Float32Array) => {
  let sum = 0;
  for (const value of data) sum += value * value;
  return 10 * Math.log10(sum / Math.max(1, data.length) + 1e-30);
};

/**
 * Live, a song's MP3 stems through the loader, paused at the start: the bytes of stem audio the
 * engine holds once loading has finished (deterministic: which blocks are held depends only on
 * the position, the loop and the song).
 */
export async function heldAfterLoading(urls: string[], seconds: number): Promise<number> {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  const ids = urls.map((_, index) => `stem${index}`);
  const engine = await createStudioEngine(context, { stemIds: ids, durationSeconds: seconds });
  await loadStems(
    engine,
    urls.map((url, index) => ({ id: ids[index] as string, url })),
  );
  const held = await engine.heldBytes();
  engine.dispose();
  await context.close();
  return held;
}

export interface LivePlayResult {
  loadedMs: number;
  heldAfterLoad: number;
  heldAtEnd: number;
  position: number;
  state: string;
}

/**
 * Plays a song live as the studio page does (loader, play after the first second), then, once
 * every byte is in, plays on `playSeconds`, seeks to the middle with an 8-second loop and plays
 * `playSeconds` more: the bench's memory scenario. Returns the bytes held and where it ended up.
 */
export async function livePlay(
  urls: string[],
  seconds: number,
  playSeconds: number,
): Promise<LivePlayResult> {
  const started = performance.now();
  const context = new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' });
  await context.resume();
  const ids = urls.map((_, index) => `stem${index}`);
  const engine = await createStudioEngine(context, { stemIds: ids, durationSeconds: seconds });
  engine.output.connect(context.destination);
  const loading = loadStems(
    engine,
    urls.map((url, index) => ({ id: ids[index] as string, url })),
    { fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }) },
  );
  loading.catch(() => undefined);
  await Promise.race([engine.whenBuffered(STUDIO_START_SECONDS), loading]);
  engine.setMix(ids.map((id) => ({ id, volume: 1, muted: false, soloed: false })));
  engine.play();
  await loading;
  const loadedMs = performance.now() - started;
  const heldAfterLoad = await engine.heldBytes();
  await new Promise((resolve) => setTimeout(resolve, playSeconds * 1000));
  engine.seek(seconds / 2);
  engine.setLoop({ start: seconds / 2, end: seconds / 2 + 8 });
  await new Promise((resolve) => setTimeout(resolve, playSeconds * 1000));
  const result = {
    loadedMs,
    heldAfterLoad,
    heldAtEnd: await engine.heldBytes(),
    position: engine.position(),
    state: engine.state,
  };
  engine.dispose();
  await context.close();
  return result;
}

declare global {
  interface Window {
    studioHarness: {
      renderOffline: typeof renderOffline;
      synth: typeof synth;
      createStudioEngine: typeof createStudioEngine;
      loadStems: typeof loadStems;
      firstSound: typeof firstSound;
      changeLatency: typeof changeLatency;
      liveSmoke: typeof liveSmoke;
      renderLoaded: typeof renderLoaded;
      renderAppendedInChunks: typeof renderAppendedInChunks;
      liveStreaming: typeof liveStreaming;
      mp3Alignment: typeof mp3Alignment;
      windowedMp3Alignment: typeof windowedMp3Alignment;
      heldAfterLoading: typeof heldAfterLoading;
      livePlay: typeof livePlay;
      stereoImage: typeof stereoImage;
      limiterLink: typeof limiterLink;
      songEnd: typeof songEnd;
      stallAndResume: typeof stallAndResume;
      levelsWithMute: typeof levelsWithMute;
      levelsAskedWhilePlaying: typeof levelsAskedWhilePlaying;
      loopCountIn: typeof loopCountIn;
    };
  }
}

window.studioHarness = {
  renderOffline,
  synth,
  createStudioEngine,
  loadStems,
  firstSound,
  changeLatency,
  liveSmoke,
  renderLoaded,
  renderAppendedInChunks,
  liveStreaming,
  mp3Alignment,
  windowedMp3Alignment,
  heldAfterLoading,
  livePlay,
  stereoImage,
  limiterLink,
  songEnd,
  stallAndResume,
  levelsWithMute,
  levelsAskedWhilePlaying,
  loopCountIn,
};
