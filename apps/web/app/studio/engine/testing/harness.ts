// Runs inside headless Chromium (bundled by ./browser.ts): renders the engine in an
// OfflineAudioContext for the quality tests and the bench. Test signals are synthesised here so
// nothing large crosses the page boundary.

import { createStudioEngine } from '../engine';

export const SAMPLE_RATE = 48_000;

export type Signal =
  | { kind: 'sine'; hz: number; amplitude: number }
  | { kind: 'clicks'; everySeconds: number; amplitude: number }
  | { kind: 'music'; seed: number };

/** A deterministic test signal (no Math.random): sines, a click train, or a rough "song". */
export function synth(signal: Signal, seconds: number, channel = 0): Float32Array {
  const length = Math.round(seconds * SAMPLE_RATE);
  const out = new Float32Array(length);
  if (signal.kind === 'sine') {
    for (let i = 0; i < length; i += 1) {
      out[i] = signal.amplitude * Math.sin((2 * Math.PI * signal.hz * i) / SAMPLE_RATE);
    }
  } else if (signal.kind === 'clicks') {
    const every = Math.round(signal.everySeconds * SAMPLE_RATE);
    for (let start = 0; start < length; start += every) {
      // a 2 ms decaying 3 kHz burst: sharp onset, easy to find after stretching
      for (let i = 0; i < 96 && start + i < length; i += 1) {
        out[start + i] =
          signal.amplitude * Math.exp(-i / 24) * Math.sin((2 * Math.PI * 3000 * i) / SAMPLE_RATE);
      }
    }
  } else {
    // a few partials with a slow tremolo and a beat of noise bursts: wide-band, like a stem
    let state = (signal.seed * 2654435761 + channel * 97) >>> 0;
    const random = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 4294967296 - 0.5;
    };
    const base = 110 * (1 + (signal.seed % 5) / 4);
    for (let i = 0; i < length; i += 1) {
      const t = i / SAMPLE_RATE;
      const beat = (t * 2) % 1;
      out[i] =
        0.15 * Math.sin(2 * Math.PI * base * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 0.5 * t)) +
        0.08 * Math.sin(2 * Math.PI * base * 1.5 * t + channel) +
        0.05 * Math.sin(2 * Math.PI * base * 3 * t) +
        (beat < 0.03 ? 0.3 * random() : 0.01 * random());
    }
  }
  return out;
}

export interface RenderPlan {
  stems: { id: string; left: Signal; right?: Signal; invert?: boolean; sameAs?: string }[];
  seconds: number;
  /** Output seconds to render. */
  renderSeconds: number;
  tempo: number;
  pitch: number;
  preset?: 'default' | 'cheaper';
  blockMs?: number;
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
  });
  engine.output.connect(context.destination);
  engine.setMasterVolume(1);
  engine.output.gain.value = 1;
  const channels: Float32Array[] = [];
  const built = new Map<string, Float32Array[]>();
  for (const stem of plan.stems) {
    const pair = stem.sameAs
      ? (built.get(stem.sameAs) ?? []).map((channel) => channel.slice())
      : [synth(stem.left, plan.seconds, 0), synth(stem.right ?? stem.left, plan.seconds, 1)];
    if (stem.invert)
      for (const channel of pair)
        for (let i = 0; i < channel.length; i += 1) channel[i] = -(channel[i] as number);
    built.set(stem.id, pair);
    channels.push(...pair);
  }
  built.clear();
  await engine.load(channels);
  channels.length = 0;
  engine.setMix(
    plan.stems.map((stem) => ({ id: stem.id, volume: 1, muted: false, soloed: false })),
  );
  engine.setTempo(plan.tempo, 0);
  engine.setPitch(plan.pitch, 0);
  engine.play(0);
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

declare global {
  interface Window {
    studioHarness: {
      renderOffline: typeof renderOffline;
      synth: typeof synth;
      createStudioEngine: typeof createStudioEngine;
    };
  }
}

window.studioHarness = { renderOffline, synth, createStudioEngine };
