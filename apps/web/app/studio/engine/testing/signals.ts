// Deterministic test signals, shared by the browser harness and the bench (Node).

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
