import { SAMPLE_RATE } from '../format';

const TABLE_SIZE = 4096;
const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i += 1) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/** sin(2π·cycles) from a table: synthesis needs tens of millions of them. */
export function sine(cycles: number): number {
  const position = (cycles - Math.floor(cycles)) * TABLE_SIZE;
  const index = position | 0;
  const a = SINE[index]!;
  return a + (SINE[index + 1]! - a) * (position - index);
}

/** The factor that, applied every sample, decays by e over `seconds`. */
export const decayPerSample = (seconds: number) => Math.exp(-1 / (seconds * SAMPLE_RATE));

export interface NoteSpan {
  /** First sample (may be before 0 or past the end: clipped). */
  start: number;
  /** Samples until the key is released. */
  held: number;
  /** Samples of the release ramp after it. */
  release: number;
}

export function noteSpan(
  startSeconds: number,
  heldSeconds: number,
  releaseSeconds: number,
): NoteSpan {
  return {
    start: Math.round(startSeconds * SAMPLE_RATE),
    held: Math.round(heldSeconds * SAMPLE_RATE),
    release: Math.max(1, Math.round(releaseSeconds * SAMPLE_RATE)),
  };
}

/** The gain of the release ramp at sample `n` of a note (1 while held). */
export function releaseGain(span: NoteSpan, n: number): number {
  return n < span.held ? 1 : Math.max(0, 1 - (n - span.held) / span.release);
}
