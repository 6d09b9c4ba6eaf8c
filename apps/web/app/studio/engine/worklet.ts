// The studio's own AudioWorklet processor around signalsmith-stretch's WebAssembly core (decision
// 027). The package's worklet wrapper reads audio added in more than one `addBuffers` call wrongly
// and re-seeks the stretcher every render quantum; this one:
//  - holds the stems as 16-bit PCM in blocks of 65 536 samples, filled in any order as audio is
//    fetched and decoded (half the memory of float; a block not yet filled reads as silence);
//  - converts each quantum's input to float in −1…1 BEFORE the stretcher (fed ±32 768 it is not
//    scale-invariant and the phase-inverse check fails: decision 027);
//  - feeds the stretcher hop by hop while playing straight on, and seeks it only when the input
//    jumps (play, seek); a loop is read as one continuous stream (loop end → loop start), so the
//    seam costs no seek;
//  - keeps the package's schedule semantics (`output`, `outputTime`, `active`, `input`, `rate`,
//    `semitones`, `loopStart`, `loopEnd`), so the engine's time arithmetic is unchanged.
//
// The processor is one self-contained function, stringified into a module after the package's
// own Emscripten factory (the package's first statement, taken from its published file at run
// time): nothing of the package is copied into this repository.

import stretchPackageSource from 'signalsmith-stretch?raw';

export const STEM_STRETCH_PROCESSOR = 'backline-stem-stretch';

/** Samples per storage block (a power of two: index arithmetic by shift and mask). */
export const STEM_BLOCK_SAMPLES = 1 << 16;

export interface StemStretchConfig {
  preset?: 'default' | 'cheaper';
  blockMs?: number;
  /** Stretcher hop in ms with `blockMs` (default a quarter of the block). */
  intervalMs?: number;
  /** Play tempo 1.0 / pitch 0 straight from the stems, without the stretcher (cheapest). */
  bypassAtUnity?: boolean;
}

export interface StretchChange {
  output?: number;
  outputTime?: number;
  active?: boolean;
  input?: number;
  rate?: number;
  semitones?: number;
  loopStart?: number;
  loopEnd?: number;
}

/** Messages to the processor (over its port). */
export type StemStretchMessage =
  | ['schedule', StretchChange]
  | ['append', number, number, Int16Array[]]
  | ['evict', number, number[]]
  | ['drop']
  | ['stats']
  | ['meter', boolean]
  | ['ping', number];

/** Messages from the processor: `levels` holds each stem's peak (before its gain) since the last. */
export type StemStretchReport =
  | ['ready', number]
  | ['pong', number]
  | ['levels', Float32Array]
  | ['stats', { heldBytes: number }]
  | ['free', Int16Array[]];

// ---- AudioWorkletGlobalScope (no DOM types for it) ----
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: unknown): void;
declare const sampleRate: number;
declare const currentTime: number;

interface StretchWasm {
  HEAP8: Int8Array;
  _main(): void;
  _presetDefault(channels: number, rate: number): void;
  _presetCheaper(channels: number, rate: number): void;
  _configure(channels: number, block: number, interval: number, split: boolean): void;
  _reset(): void;
  _setBuffers(channels: number, length: number): number;
  _inputLatency(): number;
  _outputLatency(): number;
  _setTransposeSemitones(semitones: number, tonality: number): void;
  _setFormantSemitones(semitones: number, compensate: boolean): void;
  _setFormantBase(base: number): void;
  _seek(inputSamples: number, rate: number): void;
  _process(inputSamples: number, outputSamples: number): void;
}

/** Runs inside the AudioWorkletGlobalScope: refers to nothing outside itself. */
function registerStemStretch(factory: () => Promise<StretchWasm>, name: string): void {
  const SHIFT = 16;
  const BLOCK = 1 << SHIFT;
  const MASK = BLOCK - 1;
  const SCALE = 32767;
  // level reports per second at most: a meter needs no more (decision 027)
  const LEVEL_HZ = 30;
  // a straight-on step larger than this (input samples per quantum) is taken for a jump: seek
  const MAX_STEP = 1024;

  interface Segment {
    output: number;
    active: boolean;
    input: number;
    rate: number;
    semitones: number;
    loopStart: number;
    loopEnd: number;
  }

  class StemStretch extends AudioWorkletProcessor {
    channels: number;
    config: {
      preset?: string;
      blockMs?: number;
      intervalMs?: number;
      bypassAtUnity?: boolean;
    };
    store: (Int16Array | undefined)[][];
    /** The stored channel each output channel reads: a mono stem's right side reads its left. */
    source: number[];
    /**
     * The stretcher's channels: one per mono stem, two per stereo stem (a stem not yet appended
     * counts as stereo), all in one instance so every stem stays aligned to the sample.
     * `stretchSource[k]` is the stored channel stretcher channel k reads; `stretchOf[c]` the
     * stretcher channel output channel c plays (a mono stem's one channel goes to both sides).
     */
    stretchSource: number[] = [];
    stretchOf: number[] = [];
    /** The layout changed since the stretcher was configured: configure before the next quantum. */
    layoutChanged = false;
    levels: Float32Array;
    levelQuanta = 0;
    levelsPending = false;
    /** Peaks are measured only once someone reads them (`['meter', true]`): offline renders need none. */
    metering = false;
    map: Segment[] = [
      { output: 0, active: false, input: 0, rate: 1, semitones: 0, loopStart: 0, loopEnd: 0 },
    ];
    wasm: StretchWasm | null = null;
    pointer = 0;
    length = 0;
    inputLatency = 0;
    outputLatency = 0;
    /** 'idle': nothing sounding; 'run': the stretcher is fed; 'tail': rings out after a stop; 'bypass': copied straight. */
    mode: 'idle' | 'run' | 'tail' | 'bypass' = 'idle';
    feedEnd = 0;
    tail = 0;
    semitones = Number.NaN;

    constructor(options: {
      outputChannelCount?: number[];
      processorOptions?: {
        preset?: string;
        blockMs?: number;
        intervalMs?: number;
        bypassAtUnity?: boolean;
      };
    }) {
      super();
      this.channels = options.outputChannelCount?.[0] ?? 2;
      this.config = options.processorOptions ?? {};
      this.store = Array.from({ length: this.channels }, () => []);
      this.source = Array.from({ length: this.channels }, (_, c) => c);
      this.layout();
      this.levels = new Float32Array(Math.ceil(this.channels / 2));
      const queue: unknown[] = [];
      this.port.onmessage = (event) => queue.push(event.data);
      factory().then((wasm) => {
        wasm._main();
        this.wasm = wasm;
        this.configure();
        this.port.onmessage = (event) => this.receive(event.data);
        for (const message of queue) this.receive(message);
        this.port.postMessage(['ready', (this.inputLatency + this.outputLatency) / sampleRate]);
      });
    }

    /** The stretcher's channels from `source` (see `stretchSource`); true when they changed. */
    layout(): boolean {
      const stretchSource: number[] = [];
      const stretchOf: number[] = [];
      for (let c = 0; c < this.channels; c += 1) {
        const from = this.source[c] as number;
        if (from !== c) stretchOf.push(stretchOf[from] as number);
        else {
          stretchOf.push(stretchSource.length);
          stretchSource.push(from);
        }
      }
      const changed = stretchSource.join() !== this.stretchSource.join();
      this.stretchSource = stretchSource;
      this.stretchOf = stretchOf;
      return changed;
    }

    configure() {
      const wasm = this.wasm as StretchWasm;
      const channels = this.stretchSource.length;
      this.layoutChanged = false;
      const { blockMs, intervalMs, preset } = this.config;
      if (blockMs) {
        const block = Math.round((blockMs / 1000) * sampleRate);
        const interval = intervalMs ? Math.round((intervalMs / 1000) * sampleRate) : block / 4;
        wasm._configure(channels, block, Math.round(interval), false);
        wasm._reset();
      } else if (preset === 'cheaper') wasm._presetCheaper(channels, sampleRate);
      else wasm._presetDefault(channels, sampleRate);
      wasm._setFormantSemitones(0, false);
      wasm._setFormantBase(0);
      this.inputLatency = wasm._inputLatency();
      this.outputLatency = wasm._outputLatency();
      this.length = Math.max(this.inputLatency + this.outputLatency, MAX_STEP, 128);
      this.pointer = wasm._setBuffers(channels, this.length);
      this.cachedMemory = null;
      this.mode = 'idle';
      this.semitones = Number.NaN;
    }

    receive(data: unknown) {
      const message = data as [string, ...unknown[]];
      if (message[0] === 'schedule')
        this.schedule(message[1] as Partial<Segment> & { outputTime?: number });
      else if (message[0] === 'append')
        this.append(message[1] as number, message[2] as number, message[3] as Int16Array[]);
      else if (message[0] === 'evict') {
        // blocks of a stem (both sides) outside the engine's window: let go, read as silence
        // Whole blocks go back to the engine to be filled again (transferred: not left as garbage
        // in this thread's heap, where nothing else would collect them soon)
        const first = message[1] as number;
        const free: Int16Array[] = [];
        for (const index of message[2] as number[]) {
          for (const channel of [first, first + 1]) {
            const blocks = this.store[channel];
            const block = blocks?.[index];
            if (!blocks || !block) continue;
            blocks[index] = undefined;
            if (block.length === BLOCK && !free.includes(block)) free.push(block);
          }
        }
        if (free.length > 0)
          this.port.postMessage(
            ['free', free],
            free.map((block) => block.buffer),
          );
      } else if (message[0] === 'drop') {
        this.store = Array.from({ length: this.channels }, () => []);
        this.source = Array.from({ length: this.channels }, (_, c) => c);
        this.layoutChanged = this.layout() || this.layoutChanged;
      } else if (message[0] === 'stats') {
        let heldBytes = 0;
        for (const blocks of this.store)
          for (const block of blocks) heldBytes += block ? block.byteLength : 0;
        this.port.postMessage(['stats', { heldBytes }]);
      } else if (message[0] === 'meter') {
        this.metering = Boolean(message[1]);
        this.levels.fill(0);
        this.levelQuanta = 0;
        this.levelsPending = this.metering;
      } else if (message[0] === 'ping') this.port.postMessage(['pong', message[1]]);
    }

    /** A change from `outputTime` on: later changes are dropped, the input continues by default. */
    schedule(change: Partial<Segment> & { outputTime?: number }) {
      const at = change.outputTime ?? currentTime;
      let latest = this.map[this.map.length - 1] as Segment;
      while (this.map.length > 0 && (this.map[this.map.length - 1] as Segment).output >= at) {
        latest = this.map.pop() as Segment;
      }
      const { outputTime: _ignored, ...fields } = change;
      const next: Segment = { ...latest, output: at, ...fields } as Segment;
      if (change.input === undefined) {
        next.input =
          latest.input + (next.output - latest.output) * (latest.active ? latest.rate : 0);
      }
      this.map.push(next);
    }

    /** One array for a stem's two channels is mono: held once, read by both sides. */
    append(first: number, start: number, arrays: Int16Array[]) {
      if (first % 2 === 0 && first + 1 < this.channels) {
        this.source[first + 1] = arrays.length === 1 ? first : first + 1;
        if (arrays.length === 1) this.store[first + 1] = [];
        // a stem's first hand-over (before play: the engine waits for every stem) sets its layout
        this.layoutChanged = this.layout() || this.layoutChanged;
      }
      arrays.forEach((source, k) => {
        const blocks = this.store[first + k];
        if (!blocks) return;
        let read = 0;
        while (read < source.length) {
          const at = start + read;
          const index = at >> SHIFT;
          const offset = at & MASK;
          const count = Math.min(source.length - read, BLOCK - offset);
          let block = blocks[index];
          if (!block && offset === 0 && count === BLOCK && source.length === BLOCK) {
            // a whole block, transferred: held as it is (no second copy of the song's samples)
            blocks[index] = source;
            read += count;
            continue;
          }
          if (!block) {
            block = new Int16Array(BLOCK);
            blocks[index] = block;
          }
          block.set(source.subarray(read, read + count), offset);
          read += count;
        }
      });
    }

    /** Song samples [from, from + count) of the stored channels `sources`, as float, into `views`. */
    read(
      views: Float32Array[],
      sources: number[],
      offset: number,
      from: number,
      count: number,
      segment: Segment,
    ) {
      const loopStart = Math.round(segment.loopStart * sampleRate);
      const loopEnd = Math.round(segment.loopEnd * sampleRate);
      const loopLength = loopEnd - loopStart;
      let position = from;
      let written = offset;
      let left = count;
      while (left > 0) {
        let index = position;
        let run = left;
        if (loopLength > 0 && position >= loopStart) {
          if (position >= loopEnd) index = loopStart + ((position - loopStart) % loopLength);
          run = Math.min(run, loopEnd - index);
        }
        this.copy(views, sources, written, index, run);
        position += run;
        written += run;
        left -= run;
      }
    }

    copy(views: Float32Array[], sources: number[], offset: number, from: number, count: number) {
      for (let c = 0; c < sources.length; c += 1) {
        const view = views[c] as Float32Array;
        const blocks = this.store[sources[c] as number] as (Int16Array | undefined)[];
        let position = from;
        let written = offset;
        let left = count;
        while (left > 0) {
          if (position < 0) {
            const zeros = Math.min(left, -position);
            view.fill(0, written, written + zeros);
            position += zeros;
            written += zeros;
            left -= zeros;
            continue;
          }
          const inBlock = position & MASK;
          const run = Math.min(left, BLOCK - inBlock);
          const block = blocks[position >> SHIFT];
          if (block) {
            for (let i = 0; i < run; i += 1)
              view[written + i] = (block[inBlock + i] as number) / SCALE;
          } else view.fill(0, written, written + run);
          position += run;
          written += run;
          left -= run;
        }
      }
    }

    cachedMemory: ArrayBuffer | null = null;
    cachedViews: Float32Array[][] = [[], []];

    /** The stretcher's input (0) or output (1) buffers, one view per channel (memory may grow). */
    views(which: 0 | 1): Float32Array[] {
      const memory = (this.wasm as StretchWasm).HEAP8.buffer as ArrayBuffer;
      if (memory !== this.cachedMemory || (this.cachedViews[0] as Float32Array[]).length === 0) {
        this.cachedMemory = memory;
        this.cachedViews = [0, 1].map((side) =>
          Array.from(
            { length: this.stretchSource.length },
            (_, c) =>
              new Float32Array(
                memory,
                this.pointer + this.length * 4 * (c + side * this.stretchSource.length),
                this.length,
              ),
          ),
        );
      }
      return this.cachedViews[which] as Float32Array[];
    }

    process(inputs: Float32Array[][], outputs: Float32Array[][]) {
      const out = outputs[0];
      if (!out?.length) return true;
      const result = this.render(inputs, outputs);
      if (this.metering) this.meter(out);
      return result;
    }

    /** Each stem's peak over its two channels, reported at most LEVEL_HZ times a second. */
    meter(out: Float32Array[]) {
      const levels = this.levels;
      if (this.mode !== 'idle') {
        for (let c = 0; c < out.length; c += 1) {
          const channel = out[c] as Float32Array;
          let peak = levels[c >> 1] as number;
          for (let i = 0; i < channel.length; i += 1) {
            const value = Math.abs(channel[i] as number);
            if (value > peak) peak = value;
          }
          levels[c >> 1] = peak;
        }
        this.levelsPending = true;
      }
      this.levelQuanta += 1;
      const quantum = (out[0] as Float32Array).length;
      if (this.levelQuanta * quantum * LEVEL_HZ >= sampleRate && this.levelsPending) {
        this.port.postMessage(['levels', levels.slice()]);
        // an idle node sends one report of zeros, then nothing
        this.levelsPending = levels.some((level) => level > 0);
        levels.fill(0);
        this.levelQuanta = 0;
      }
    }

    render(_inputs: Float32Array[][], outputs: Float32Array[][]) {
      const out = outputs[0] as Float32Array[];
      const wasm = this.wasm;
      if (!wasm) return true;
      // a new layout resets the stretcher: the next active quantum seeks (re-reads its window)
      if (this.layoutChanged) this.configure();
      const quantum = (out[0] as Float32Array).length;
      const outputTime = currentTime + this.outputLatency / sampleRate;
      while (this.map.length > 1 && (this.map[1] as Segment).output <= outputTime) this.map.shift();
      const segment = this.map[0] as Segment;

      if (!segment.active) {
        if (this.mode === 'run') {
          this.mode = 'tail';
          this.tail = this.inputLatency + this.outputLatency;
        }
        if (this.mode !== 'tail') {
          this.mode = this.mode === 'bypass' ? 'idle' : this.mode;
          return true; // outputs are zero-filled by the audio thread
        }
        const input = this.views(0);
        for (const view of input) view.fill(0, 0, quantum);
        wasm._process(quantum, quantum);
        this.tail -= quantum;
        if (this.tail <= 0) this.mode = 'idle';
      } else {
        const inputTime = segment.input + (outputTime - segment.output) * segment.rate;
        const unity = segment.rate === 1 && segment.semitones === 0;
        if (this.config.bypassAtUnity && unity && this.mode !== 'run') {
          // straight copy: the sample heard at `currentTime` is the song's at `inputTime` then
          const from = Math.round((inputTime - this.outputLatency / sampleRate) * sampleRate);
          this.read(out, this.source, 0, from, quantum, segment);
          this.mode = 'bypass';
          this.feedEnd = from + quantum;
          return true;
        }
        if (segment.semitones !== this.semitones) {
          wasm._setTransposeSemitones(segment.semitones, 8000 / sampleRate);
          this.semitones = segment.semitones;
        }
        const target = Math.round(inputTime * sampleRate) + this.inputLatency;
        let step = target - this.feedEnd;
        const loopStart = Math.round(segment.loopStart * sampleRate);
        const loopLength = Math.round(segment.loopEnd * sampleRate) - loopStart;
        if (loopLength > 0 && this.feedEnd >= loopStart && target >= loopStart) {
          // the same place of the loop counts as straight on, whichever pass the numbers are in
          step = (((step % loopLength) + loopLength) % loopLength) as number;
          if (step > loopLength / 2) step -= loopLength;
        }
        if (this.mode === 'run' && step >= 0 && step <= MAX_STEP) {
          this.read(this.views(0), this.stretchSource, 0, this.feedEnd, step, segment);
          wasm._process(step, quantum);
          this.feedEnd += step;
        } else {
          const length = this.inputLatency + this.outputLatency;
          this.read(this.views(0), this.stretchSource, 0, target - length, length, segment);
          wasm._seek(length, segment.rate);
          wasm._process(0, quantum);
          this.feedEnd = target;
          this.mode = 'run';
        }
      }
      const output = this.views(1);
      out.forEach((channel, c) => {
        channel.set((output[this.stretchOf[c] as number] as Float32Array).subarray(0, quantum));
      });
      return true;
    }
  }

  registerProcessor(name, StemStretch);
}

export const LINKED_LIMITER_PROCESSOR = 'backline-linked-limiter';

/**
 * Runs inside the AudioWorkletGlobalScope: the master's limiter, linked across channels. Its
 * envelope is the louder side's peak (instant attack, 50 ms release); the gain maps it through
 * the curve "identity up to −1 dBFS, then a tanh knee towards 0 dBFS" and applies to both sides,
 * so a loud left never moves the image (a WaveShaperNode shaped each channel alone). No
 * look-ahead: nothing is delayed, and with an instant attack no sample passes 0 dBFS.
 */
function registerLinkedLimiter(name: string): void {
  const knee = 10 ** (-1 / 20);
  const release = Math.exp(-1 / (0.05 * sampleRate));
  class LinkedLimiter extends AudioWorkletProcessor {
    envelope = 0;
    process(inputs: Float32Array[][], outputs: Float32Array[][]) {
      const input = inputs[0] ?? [];
      const out = outputs[0] ?? [];
      const left = input[0];
      if (!left) return true; // no input yet: outputs are zero-filled
      const right = input[1] ?? left;
      const outLeft = out[0] as Float32Array;
      const outRight = (out[1] ?? outLeft) as Float32Array;
      let envelope = this.envelope;
      if (envelope <= knee) {
        // the common case, nothing above the knee in this quantum: the gain is 1 throughout, so
        // the quantum is copied (the envelope stays at or below the knee, where its exact value
        // changes no gain: a sample above the knee sets it to its own peak)
        let peak = 0;
        for (let i = 0; i < left.length; i += 1) {
          const l = Math.abs(left[i] as number);
          const r = Math.abs(right[i] as number);
          if (l > peak) peak = l;
          if (r > peak) peak = r;
        }
        if (peak <= knee) {
          outLeft.set(left);
          if (outRight !== outLeft) outRight.set(right);
          this.envelope = Math.max(peak, envelope * release ** left.length);
          return true;
        }
      }
      for (let i = 0; i < left.length; i += 1) {
        const l = left[i] as number;
        const r = right[i] as number;
        const peak = Math.max(Math.abs(l), Math.abs(r));
        envelope = Math.max(peak, envelope * release);
        const gain =
          envelope <= knee
            ? 1
            : (knee + (1 - knee) * Math.tanh((envelope - knee) / (1 - knee))) / envelope;
        outLeft[i] = l * gain;
        outRight[i] = r * gain;
      }
      this.envelope = envelope;
      return true;
    }
  }
  registerProcessor(name, LinkedLimiter);
}

/** The package's Emscripten factory: the first statement of its file (checked; 1.3.x). */
function packageFactorySource(): string {
  const start = stretchPackageSource.indexOf('var SignalsmithStretch = (() => {');
  const end = stretchPackageSource.indexOf(
    "\nif (typeof exports === 'object' && typeof module === 'object')",
  );
  if (start < 0 || end < start) {
    throw new Error('signalsmith-stretch: unexpected package layout (1.3.x expected)');
  }
  return stretchPackageSource.slice(start, end);
}

let moduleUrl: string | undefined;
const added = new WeakMap<BaseAudioContext, Promise<void>>();

/** Adds the processor's module to `context` once. */
export function addStemStretchModule(context: BaseAudioContext): Promise<void> {
  moduleUrl ??= URL.createObjectURL(
    new Blob(
      [
        `${packageFactorySource()}\n;(${registerStemStretch})(SignalsmithStretch, ${JSON.stringify(STEM_STRETCH_PROCESSOR)});\n;(${registerLinkedLimiter})(${JSON.stringify(LINKED_LIMITER_PROCESSOR)});\n`,
      ],
      { type: 'text/javascript' },
    ),
  );
  let promise = added.get(context);
  if (!promise) {
    promise = context.audioWorklet.addModule(moduleUrl);
    added.set(context, promise);
  }
  return promise;
}

/**
 * Float −1…1 → 16-bit into `out` from its start (`out` may be longer: the rest is left as it is),
 * rounded symmetrically (a sample and its negation stay exact negations).
 */
export function toPcm16Into(out: Int16Array, samples: Float32Array): Int16Array {
  for (let i = 0; i < samples.length; i += 1) {
    const value = (samples[i] as number) * 32767;
    out[i] =
      value >= 32767 ? 32767 : value <= -32767 ? -32767 : value < 0 ? value - 0.5 : value + 0.5;
  }
  return out;
}
