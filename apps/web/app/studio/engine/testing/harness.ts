// Runs inside headless Chromium (bundled by ./browser.ts): renders the engine in an
// OfflineAudioContext for the quality tests and the bench. Test signals are synthesised here so
// nothing large crosses the page boundary.

import { createStudioEngine } from '../engine';
import { loadStems, STUDIO_START_SECONDS } from '../loader';
import { SAMPLE_RATE, type Signal, synth } from './signals';

export { SAMPLE_RATE, type Signal, synth } from './signals';

export interface RenderPlan {
  stems: { id: string; left: Signal; right?: Signal; invert?: boolean; sameAs?: string }[];
  seconds: number;
  /** Output seconds to render. */
  renderSeconds: number;
  tempo: number;
  pitch: number;
  preset?: 'default' | 'cheaper';
  blockMs?: number;
  intervalMs?: number;
  countIn?: { bpm: number; bars: 1 | 2 };
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
      : [synth(stem.left, plan.seconds, 0), synth(stem.right ?? stem.left, plan.seconds, 1)];
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
  const start = performance.now();
  const rendered = await context.startRendering();
  const renderMs = performance.now() - start;
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

declare global {
  interface Window {
    studioHarness: {
      renderOffline: typeof renderOffline;
      synth: typeof synth;
      createStudioEngine: typeof createStudioEngine;
      firstSound: typeof firstSound;
      changeLatency: typeof changeLatency;
      liveSmoke: typeof liveSmoke;
      renderLoaded: typeof renderLoaded;
      renderAppendedInChunks: typeof renderAppendedInChunks;
      liveStreaming: typeof liveStreaming;
      mp3Alignment: typeof mp3Alignment;
    };
  }
}

window.studioHarness = {
  renderOffline,
  synth,
  createStudioEngine,
  firstSound,
  changeLatency,
  liveSmoke,
  renderLoaded,
  renderAppendedInChunks,
  liveStreaming,
  mp3Alignment,
};
