/**
 * A streaming windowed-sinc resampler (Blackman window), for imported stems recorded at another
 * rate than 48 kHz. Band-limited to 95 % of the lower Nyquist frequency.
 */

const TABLE_STEPS_PER_SAMPLE = 512;

export class Resampler {
  private readonly step: number;
  /** Half the filter's length, in input samples. */
  private readonly reach: number;
  private readonly table: Float32Array;
  private buffer: Float32Array;
  private filled: number;
  /** Where the next output sample falls, in input samples from buffer[0]. */
  private time: number;
  private received = 0;
  private produced = 0;

  constructor(
    private readonly fromRate: number,
    private readonly toRate: number,
    zeroCrossings = 16,
  ) {
    this.step = fromRate / toRate;
    const cutoff = Math.min(1, toRate / fromRate) * 0.95;
    this.reach = Math.ceil(zeroCrossings / cutoff);
    const size = 2 * this.reach * TABLE_STEPS_PER_SAMPLE + 2;
    this.table = new Float32Array(size);
    for (let i = 0; i < size; i += 1) {
      const distance = i / TABLE_STEPS_PER_SAMPLE - this.reach;
      const x = cutoff * distance;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = (distance / this.reach + 1) / 2;
      const window =
        w <= 0 || w >= 1
          ? 0
          : 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
      this.table[i] = cutoff * sinc * window;
    }
    // Silence before the first sample, so the first output is centred on it.
    this.buffer = new Float32Array(4 * this.reach + 8192);
    this.filled = this.reach;
    this.time = this.reach;
  }

  process(input: Float32Array): Float32Array {
    if (this.fromRate === this.toRate) return input;
    this.received += input.length;
    this.append(input);
    return this.run(Number.POSITIVE_INFINITY);
  }

  /** The last samples: as many in all as the input's length at the new rate. */
  flush(): Float32Array {
    if (this.fromRate === this.toRate) return new Float32Array(0);
    this.append(new Float32Array(this.reach + 1));
    const total = Math.round((this.received * this.toRate) / this.fromRate);
    return this.run(total - this.produced);
  }

  private append(input: Float32Array) {
    const start = Math.max(0, Math.floor(this.time) - this.reach);
    const kept = this.filled - start;
    if (kept + input.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length, kept + input.length) * 2);
      grown.set(this.buffer.subarray(start, this.filled));
      this.buffer = grown;
    } else {
      this.buffer.copyWithin(0, start, this.filled);
    }
    this.filled = kept;
    this.time -= start;
    this.buffer.set(input, this.filled);
    this.filled += input.length;
  }

  private run(limit: number): Float32Array {
    const available = Math.max(0, Math.ceil((this.filled - this.reach - this.time) / this.step));
    const count = Math.max(0, Math.min(limit, available));
    const out = new Float32Array(count);
    const { buffer, table, reach } = this;
    for (let n = 0; n < count; n += 1) {
      const base = Math.floor(this.time);
      const fraction = this.time - base;
      let sum = 0;
      for (let k = 1 - reach; k <= reach; k += 1) {
        const position = (k - fraction + reach) * TABLE_STEPS_PER_SAMPLE;
        const index = Math.floor(position);
        const weight = position - index;
        const h = table[index]! + (table[index + 1]! - table[index]!) * weight;
        sum += buffer[base + k]! * h;
      }
      out[n] = sum;
      this.time += this.step;
    }
    this.produced += count;
    return out;
  }
}
