import createRubberBand, { type RubberBandModule } from '@echogarden/rubberband-wasm';
import { BLOCK_SAMPLES, SAMPLE_RATE } from './format';
import { joinSamples } from './samples';

/**
 * Rubber Band's R3 ("finer") engine. `short-window` is R3's short-window mode: crisp attacks,
 * about three times faster, what a rehearsal mix needs; `finer` is full R3 for the smoothest
 * sustained tones. Offline mode (no study pass): told the input's length up front, it returns
 * exactly length / speed samples and keeps the first transient at time zero.
 */
export const STRETCH_QUALITIES = ['short-window', 'finer'] as const;
export type StretchQuality = (typeof STRETCH_QUALITIES)[number];

const OPTION_THREADING_NEVER = 0x0001_0000;
const OPTION_WINDOW_SHORT = 0x0010_0000;
const OPTION_ENGINE_FINER = 0x2000_0000;

/** Room for what one block gives back (up to 2× at tempo 0.5, more when shifting down). */
const OUTPUT_SAMPLES = 4 * BLOCK_SAMPLES;

export interface StretchSettings {
  /** Tempo multiplier (settings.speed): 0.8 plays at 80 % of the original tempo. */
  speed: number;
  /** Pitch shift in semitones (settings.pitch). */
  semitones: number;
  quality?: StretchQuality;
  /** The input's exact length when known: makes the output exactly that / speed long. */
  expectedInputSamples?: number | null;
}

/** Feeds one channel in blocks; gives what is ready after each. */
export interface Stretcher {
  process(input: Float32Array, final: boolean): Float32Array;
  free(): void;
}

let rubberBand: Promise<RubberBandModule> | null = null;

/** One WebAssembly instance per process, shared by its stretchers (they run one at a time). */
function loadRubberBand(): Promise<RubberBandModule> {
  rubberBand ??= createRubberBand();
  return rubberBand;
}

export function isIdentity({ speed, semitones }: StretchSettings): boolean {
  return speed === 1 && semitones === 0;
}

export async function createStretcher(settings: StretchSettings): Promise<Stretcher> {
  if (!(settings.speed > 0) || !Number.isFinite(settings.semitones)) {
    throw new RangeError(
      `cannot stretch to speed ${settings.speed}, ${settings.semitones} semitones`,
    );
  }
  if (isIdentity(settings)) {
    return { process: (input) => input, free: () => {} };
  }
  const rb = await loadRubberBand();
  const options =
    OPTION_ENGINE_FINER |
    OPTION_THREADING_NEVER |
    ((settings.quality ?? 'short-window') === 'short-window' ? OPTION_WINDOW_SHORT : 0);
  const state = rb._rubberband_new(
    SAMPLE_RATE,
    1,
    options,
    1 / settings.speed,
    2 ** (settings.semitones / 12),
  );
  rb._rubberband_set_max_process_size(state, BLOCK_SAMPLES);
  if (settings.expectedInputSamples) {
    rb._rubberband_set_expected_input_duration(state, settings.expectedInputSamples);
  }
  // The C API takes an array of channel pointers: one channel here.
  const inputData = rb._malloc(4 * BLOCK_SAMPLES);
  const outputData = rb._malloc(4 * OUTPUT_SAMPLES);
  const inputChannels = rb._malloc(4);
  const outputChannels = rb._malloc(4);
  rb.HEAPU32[inputChannels >> 2] = inputData;
  rb.HEAPU32[outputChannels >> 2] = outputData;

  const retrieve = (into: Float32Array[]) => {
    for (;;) {
      const available = rb._rubberband_available(state);
      if (available <= 0) return;
      const got = rb._rubberband_retrieve(
        state,
        outputChannels,
        Math.min(available, OUTPUT_SAMPLES),
      );
      // HEAPF32 is replaced when the module's memory grows: read it after every call.
      into.push(rb.HEAPF32.slice(outputData >> 2, (outputData >> 2) + got));
    }
  };

  const engine = (input: Float32Array, final: boolean) => {
    const parts: Float32Array[] = [];
    if (input.length === 0 && final) {
      rb._rubberband_process(state, inputChannels, 0, 1);
      retrieve(parts);
    }
    for (let at = 0; at < input.length; at += BLOCK_SAMPLES) {
      const block = input.subarray(at, at + BLOCK_SAMPLES);
      rb.HEAPF32.set(block, inputData >> 2);
      const last = final && at + BLOCK_SAMPLES >= input.length;
      rb._rubberband_process(state, inputChannels, block.length, last ? 1 : 0);
      retrieve(parts);
    }
    return joinSamples(parts);
  };
  const exact = exactLength(engine, settings.speed);
  return {
    process: exact,
    free() {
      rb._rubberband_delete(state);
      for (const pointer of [inputData, outputData, inputChannels, outputChannels])
        rb._free(pointer);
    },
  };
}

/** Output samples held back so the end can still be cut: more than Rubber Band's overshoot. */
const HELD_BACK = 16_384;

/**
 * Makes a stretch exactly round(input / speed) long even when the input's length was not
 * known up front (Rubber Band then adds a few thousand samples of tail): at least the last
 * HELD_BACK samples are held back until the final block, then cut or padded. Parts are held
 * and released whole, so a block's output is not copied again on its way through.
 */
function exactLength(
  engine: (input: Float32Array, final: boolean) => Float32Array,
  speed: number,
): (input: Float32Array, final: boolean) => Float32Array {
  let received = 0;
  let emitted = 0;
  const held: Float32Array[] = [];
  let heldLength = 0;
  return (input, final) => {
    received += input.length;
    const produced = engine(input, final);
    if (produced.length > 0) {
      held.push(produced);
      heldLength += produced.length;
    }
    if (!final) {
      const released: Float32Array[] = [];
      while (held.length > 0 && heldLength - held[0]!.length >= HELD_BACK) {
        const part = held.shift()!;
        heldLength -= part.length;
        released.push(part);
      }
      const out = joinSamples(released);
      emitted += out.length;
      return out;
    }
    const joined = joinSamples(held.splice(0));
    heldLength = 0;
    const wanted = Math.max(0, Math.round(received / speed) - emitted);
    emitted += wanted;
    if (joined.length >= wanted) return joined.subarray(0, wanted);
    const padded = new Float32Array(wanted);
    padded.set(joined);
    return padded;
  };
}
