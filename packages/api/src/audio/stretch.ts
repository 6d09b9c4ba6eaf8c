import createRubberBand, { type RubberBandModule } from '@echogarden/rubberband-wasm';
import { BLOCK_SAMPLES, SAMPLE_RATE } from './format';
import { joinAudio, type PlanarAudio, planar, silence, sliceAudio } from './samples';

/**
 * Rubber Band's R3 ("finer") engine. `short-window` is R3's short-window mode: crisp attacks,
 * about three times faster, what a rehearsal mix needs; `finer` is full R3 for the smoothest
 * sustained tones. Offline mode (no study pass): told the input's length up front, it returns
 * exactly length / speed samples and keeps the first transient at time zero.
 *
 * Stereo goes through one Rubber Band instance of two channels, "channels together": it
 * stretches mid (L + R) and side (L − R) with the same hops and phase decisions, so the channels
 * stay aligned to the sample, a stem and its phase-inverted copy still cancel (< −60 dBFS; with
 * the default "channels apart" only to −44 dB), and the mono sum of a stereo stretch is the
 * stretch of the mono sum — what the mono render gave. It costs what two channels apart do.
 */
export const STRETCH_QUALITIES = ['short-window', 'finer'] as const;
export type StretchQuality = (typeof STRETCH_QUALITIES)[number];

const OPTION_THREADING_NEVER = 0x0001_0000;
const OPTION_WINDOW_SHORT = 0x0010_0000;
const OPTION_ENGINE_FINER = 0x2000_0000;
const OPTION_CHANNELS_TOGETHER = 0x1000_0000;

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
  /** 1 or 2 (default 1); every block must have this many. */
  channels?: number;
}

/** Feeds audio in blocks; gives what is ready after each. */
export interface Stretcher {
  process(input: PlanarAudio, final: boolean): PlanarAudio;
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
  const channels = settings.channels ?? 1;
  const options =
    OPTION_ENGINE_FINER |
    OPTION_THREADING_NEVER |
    (channels === 2 ? OPTION_CHANNELS_TOGETHER : 0) |
    ((settings.quality ?? 'short-window') === 'short-window' ? OPTION_WINDOW_SHORT : 0);
  const state = rb._rubberband_new(
    SAMPLE_RATE,
    channels,
    options,
    1 / settings.speed,
    2 ** (settings.semitones / 12),
  );
  rb._rubberband_set_max_process_size(state, BLOCK_SAMPLES);
  if (settings.expectedInputSamples) {
    rb._rubberband_set_expected_input_duration(state, settings.expectedInputSamples);
  }
  // The C API takes an array of channel pointers.
  const inputData = Array.from({ length: channels }, () => rb._malloc(4 * BLOCK_SAMPLES));
  const outputData = Array.from({ length: channels }, () => rb._malloc(4 * OUTPUT_SAMPLES));
  const inputChannels = rb._malloc(4 * channels);
  const outputChannels = rb._malloc(4 * channels);
  for (let channel = 0; channel < channels; channel += 1) {
    rb.HEAPU32[(inputChannels >> 2) + channel] = inputData[channel]!;
    rb.HEAPU32[(outputChannels >> 2) + channel] = outputData[channel]!;
  }

  const retrieve = (into: PlanarAudio[]) => {
    for (;;) {
      const available = rb._rubberband_available(state);
      if (available <= 0) return;
      const got = rb._rubberband_retrieve(
        state,
        outputChannels,
        Math.min(available, OUTPUT_SAMPLES),
      );
      // HEAPF32 is replaced when the module's memory grows: read it after every call.
      into.push(
        planar(outputData.map((pointer) => rb.HEAPF32.slice(pointer >> 2, (pointer >> 2) + got))),
      );
    }
  };

  const engine = (input: PlanarAudio, final: boolean) => {
    if (input.channels.length !== channels) {
      throw new RangeError(`a ${channels}-channel stretcher got ${input.channels.length}`);
    }
    const parts: PlanarAudio[] = [];
    if (input.length === 0 && final) {
      rb._rubberband_process(state, inputChannels, 0, 1);
      retrieve(parts);
    }
    for (let at = 0; at < input.length; at += BLOCK_SAMPLES) {
      const length = Math.min(BLOCK_SAMPLES, input.length - at);
      input.channels.forEach((channel, index) => {
        rb.HEAPF32.set(channel.subarray(at, at + length), inputData[index]! >> 2);
      });
      const last = final && at + BLOCK_SAMPLES >= input.length;
      rb._rubberband_process(state, inputChannels, length, last ? 1 : 0);
      retrieve(parts);
    }
    return parts.length === 0 ? silence(channels, 0) : joinAudio(parts);
  };
  const exact = exactLength(engine, settings.speed, channels);
  return {
    process: exact,
    free() {
      rb._rubberband_delete(state);
      for (const pointer of [...inputData, ...outputData, inputChannels, outputChannels])
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
  engine: (input: PlanarAudio, final: boolean) => PlanarAudio,
  speed: number,
  channels: number,
): (input: PlanarAudio, final: boolean) => PlanarAudio {
  let received = 0;
  let emitted = 0;
  const held: PlanarAudio[] = [];
  let heldLength = 0;
  const join = (parts: PlanarAudio[]) =>
    parts.length === 0 ? silence(channels, 0) : joinAudio(parts);
  return (input, final) => {
    received += input.length;
    const produced = engine(input, final);
    if (produced.length > 0) {
      held.push(produced);
      heldLength += produced.length;
    }
    if (!final) {
      const released: PlanarAudio[] = [];
      while (held.length > 0 && heldLength - held[0]!.length >= HELD_BACK) {
        const part = held.shift()!;
        heldLength -= part.length;
        released.push(part);
      }
      const out = join(released);
      emitted += out.length;
      return out;
    }
    const joined = join(held.splice(0));
    heldLength = 0;
    const wanted = Math.max(0, Math.round(received / speed) - emitted);
    emitted += wanted;
    if (joined.length >= wanted) return sliceAudio(joined, 0, wanted);
    return planar(
      joined.channels.map((channel) => {
        const padded = new Float32Array(wanted);
        padded.set(channel);
        return padded;
      }),
    );
  };
}
