import { SAMPLE_RATE } from './format';
import { type PlanarAudio, planar } from './samples';

/** −1 dBFS: room for the MP3 encoder's own overshoot. */
export const LIMITER_CEILING = 10 ** (-1 / 20);

/**
 * A look-ahead peak limiter. Stems are mixed at unity gain (muting one never changes the level
 * of the others) and pitch shifting raises peaks, so the sum can pass full scale: this turns
 * the gain down just before such a peak and lets it back up over `releaseSeconds`.
 *
 * The required gain is held over the look-ahead window (a sliding minimum) and smoothed with a
 * moving average of the same length, so the gain has fully reached its floor when the peak
 * leaves the delay line: no sample goes over the ceiling. Output has the input's length.
 *
 * Stereo-linked: one gain, from the louder channel, for both, so a peak on one side never
 * moves the image towards the other.
 */
export class Limiter {
  private readonly lookahead: number;
  private readonly release: number;
  private readonly delays: Float32Array[];
  private readonly holdValues: Float32Array;
  private readonly holdIndexes: Int32Array;
  private holdHead = 0;
  private holdTail = 0;
  private readonly averageWindow: Float64Array;
  private averageSum = 0;
  private released = 1;
  private position = 0;
  private primed = 0;

  constructor(
    /** 1 or 2; every block must have this many. */
    private readonly channelCount = 1,
    private readonly ceiling = LIMITER_CEILING,
    lookaheadSeconds = 0.005,
    releaseSeconds = 0.08,
  ) {
    this.lookahead = Math.max(1, Math.round(lookaheadSeconds * SAMPLE_RATE));
    this.release = 1 - Math.exp(-1 / (releaseSeconds * SAMPLE_RATE));
    this.delays = Array.from({ length: channelCount }, () => new Float32Array(this.lookahead));
    this.holdValues = new Float32Array(this.lookahead + 1);
    this.holdIndexes = new Int32Array(this.lookahead + 1);
    this.averageWindow = new Float64Array(this.lookahead).fill(1);
    this.averageSum = this.lookahead;
  }

  process(input: PlanarAudio): PlanarAudio {
    if (input.channels.length !== this.channelCount) {
      throw new RangeError(`a ${this.channelCount}-channel limiter got ${input.channels.length}`);
    }
    const outs = input.channels.map(() => new Float32Array(input.length));
    const [left, right] = input.channels as [Float32Array, Float32Array?];
    const [leftOut, rightOut] = outs as [Float32Array, Float32Array?];
    const [leftDelay, rightDelay] = this.delays as [Float32Array, Float32Array?];
    const size = this.lookahead;
    let written = 0;
    for (let i = 0; i < input.length; i += 1) {
      const l = left[i]!;
      const r = right ? right[i]! : 0;
      const n = this.position;
      const gain = this.step(Math.max(Math.abs(l), Math.abs(r)));
      // The sample leaving the delay line entered size - 1 steps ago: the peak that set the
      // window's minimum is the one being scaled.
      const slot = n % size;
      const leaving = (n + 1) % size;
      leftDelay[slot] = l;
      if (rightDelay) rightDelay[slot] = r;
      if (this.primed < size - 1) {
        this.primed += 1;
        continue;
      }
      leftOut[written] = leftDelay[leaving]! * gain;
      if (rightOut && rightDelay) rightOut[written] = rightDelay[leaving]! * gain;
      written += 1;
    }
    return planar(outs.map((out) => out.subarray(0, written)));
  }

  /** The samples still in the delay line. */
  flush(): PlanarAudio {
    return this.process(planar(this.delays.map(() => new Float32Array(this.lookahead - 1))));
  }

  /** Advances one sample of level `magnitude`; gives the gain for the sample leaving the delay. */
  private step(magnitude: number): number {
    const size = this.lookahead;
    const n = this.position++;
    const required = magnitude > this.ceiling ? this.ceiling / magnitude : 1;
    // Sliding minimum of the required gain over the last `size` samples (monotonic queue).
    const capacity = this.holdValues.length;
    while (this.holdTail !== this.holdHead) {
      const last = (this.holdTail - 1 + capacity) % capacity;
      if (this.holdValues[last]! < required) break;
      this.holdTail = last;
    }
    this.holdValues[this.holdTail] = required;
    this.holdIndexes[this.holdTail] = n;
    this.holdTail = (this.holdTail + 1) % capacity;
    if (this.holdIndexes[this.holdHead]! <= n - size)
      this.holdHead = (this.holdHead + 1) % capacity;
    const held = this.holdValues[this.holdHead]!;
    // Recover slowly, never above what the coming peaks allow.
    this.released = Math.min(held, this.released + (1 - this.released) * this.release);
    const slot = n % size;
    this.averageSum += this.released - this.averageWindow[slot]!;
    this.averageWindow[slot] = this.released;
    return Math.min(1, this.averageSum / size);
  }
}
