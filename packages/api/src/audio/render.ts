import { renderCountIn } from './clicks';
import { createStemDecoder, probeSamples, type StemDecoder } from './decode';
import { BLOCK_SAMPLES, SAMPLE_RATE } from './format';
import { Limiter } from './limiter';
import { createMp3Writer } from './mp3Encoder';
import {
  createStretcher,
  isIdentity,
  type Stretcher,
  type StretchQuality,
  type StretchSettings,
} from './stretch';
import { type AsyncStretcher, createRemoteStretcher } from './stretchProcess';

/**
 * Steps a render reports (the package's `packaging_steps`): 1 once the stems are open, 2–9 as
 * each eighth of the song is decoded, mixed, stretched and encoded (the stages run together,
 * block by block), 10 once the file is stored.
 */
export const RENDER_STEPS = 10;
const RENDER_SLICES = 8;

/** Part 2 §3 Package fields, as a render advances. */
export interface RenderProgress {
  packaging_steps: number;
  current_packaging_step: number;
}
export type OnRenderStep = (progress: RenderProgress) => void;

export interface CountInSettings {
  /** The song's tempo; the clicks play at bpm × speed. */
  bpm: number;
  /** Where the first downbeat falls in the stems, in seconds (0: at the start). */
  downbeatSeconds?: number;
  beats?: number;
  /** Beat one louder (the domain's COUNT_IN_ACCENT_DB); off by default: four equal clicks. */
  accent?: boolean;
}

/** A stored stem file and its level in the mix (1: as recorded). */
export interface StemInput {
  data: Uint8Array;
  gain?: number;
}

/** A mix to render from stored stem files (the muted stems are simply not in `stems`). */
export interface MixRenderJob {
  stems: readonly StemInput[];
  /** settings.speed: 0.8 is 20 % slower. */
  speed: number;
  /** settings.pitch, in semitones. */
  semitones: number;
  countIn: CountInSettings | null;
  quality?: StretchQuality;
  /**
   * Stretch in a second process, so decoding and encoding run beside it on the other core
   * (the audio process sets this; tests of the pipeline leave it off).
   */
  parallel?: boolean;
}

export interface RenderedMix {
  /** A 48 kHz mono CBR MP3 with its Info frame. */
  mp3: Uint8Array;
  samples: number;
  seconds: number;
}

/**
 * Blocks the stretch process may hold at once: about 5.5 s of audio, 1 MB each way. Eight
 * (1.4 s, some 40 ms of Rubber Band's work) left the two processes waiting on each other
 * whenever one was descheduled on a busy machine; 32 rendered 10–15 % faster there.
 */
const MAX_IN_FLIGHT = 32;

const inProcess = (stretcher: Stretcher): AsyncStretcher => ({
  process: async (input, final) => stretcher.process(input, final),
  free: () => stretcher.free(),
});

/** Bytes handed to a decoder at a time (about two seconds of a 128 kbit/s stem). */
const PIECE_BYTES = 32_768;

/** Decoded samples of one stem, read in blocks of the same length as the other stems. */
class StemReader {
  private parts: Float32Array[] = [];
  private buffered = 0;
  private fed = 0;
  private ended = false;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly gain: number,
    private readonly decoder: StemDecoder,
  ) {}

  get bytesFed() {
    return this.fed;
  }

  /** Adds up to `length` samples into `into`; returns how many there were. */
  async addInto(into: Float32Array, length: number): Promise<number> {
    while (this.buffered < length && !this.ended) {
      if (this.fed < this.bytes.length) {
        const piece = this.bytes.subarray(this.fed, this.fed + PIECE_BYTES);
        this.fed += piece.length;
        this.push(await this.decoder.decode(piece));
      } else {
        this.push(await this.decoder.end());
        this.ended = true;
      }
    }
    let filled = 0;
    while (filled < length && this.parts.length > 0) {
      const part = this.parts[0]!;
      const take = Math.min(part.length, length - filled);
      const gain = this.gain;
      if (gain !== 0) for (let i = 0; i < take; i += 1) into[filled + i]! += part[i]! * gain;
      filled += take;
      if (take === part.length) this.parts.shift();
      else this.parts[0] = part.subarray(take);
    }
    this.buffered -= filled;
    return filled;
  }

  get done() {
    return this.ended && this.buffered === 0;
  }

  private push(samples: Float32Array) {
    if (samples.length === 0) return;
    this.parts.push(samples);
    this.buffered += samples.length;
  }
}

/**
 * Decode → mix → tempo and pitch (Rubber Band R3) → count-in → limiter → MP3, one block at a
 * time: memory holds the compressed input and output and a few blocks, never the whole song as
 * samples. CPU-bound: call it in the audio process (renderMix does), never on the server's
 * event loop.
 */
export async function renderMixToMp3(
  job: MixRenderJob,
  onStep: OnRenderStep = () => {},
): Promise<RenderedMix> {
  const report = (step: number) =>
    onStep({ packaging_steps: RENDER_STEPS, current_packaging_step: step });
  const lengths = job.stems.map((stem) => probeSamples(stem.data));
  const expected = lengths.every((length) => length !== null)
    ? Math.max(0, ...(lengths as number[]))
    : null;
  const settings: StretchSettings = {
    speed: job.speed,
    semitones: job.semitones,
    quality: job.quality ?? 'short-window',
    expectedInputSamples: expected,
  };
  // The stretch process first: it starts (Node, modules, Rubber Band) while this one opens
  // the decoders and the encoder, instead of after them.
  const stretcher =
    job.parallel && !isIdentity(settings)
      ? await createRemoteStretcher(settings)
      : inProcess(await createStretcher(settings));
  const decoders: StemDecoder[] = [];
  try {
    for (const stem of job.stems) decoders.push(await createStemDecoder(stem.data));
    const readers = job.stems.map(
      (stem, index) => new StemReader(stem.data, stem.gain ?? 1, decoders[index]!),
    );
    const limiter = new Limiter();
    const writer = await createMp3Writer();
    const emit = (samples: Float32Array) => writer.write(limiter.process(samples));
    report(1);

    let overlay: Float32Array = new Float32Array(0);
    if (job.countIn) {
      const countIn = renderCountIn({ ...job.countIn, speed: job.speed });
      emit(countIn.lead);
      overlay = countIn.overlay;
    }
    const totalBytes = job.stems.reduce((sum, stem) => sum + stem.data.length, 0);
    let slicesDone = 0;
    let overlayAt = 0;
    // Blocks sent to the stretcher and not yet back: the next ones are decoded meanwhile.
    const inFlight: Promise<Float32Array>[] = [];
    const emitStretched = (stretched: Float32Array) => {
      // Count-in clicks that fall after the audio started (a late first downbeat).
      for (let i = 0; i < stretched.length && overlayAt < overlay.length; i += 1, overlayAt += 1) {
        stretched[i]! += overlay[overlayAt]!;
      }
      emit(stretched);
    };
    for (;;) {
      const block = new Float32Array(BLOCK_SAMPLES);
      let length = 0;
      for (const reader of readers) {
        length = Math.max(length, await reader.addInto(block, BLOCK_SAMPLES));
      }
      const final = readers.every((reader) => reader.done);
      inFlight.push(stretcher.process(block.subarray(0, length), final));
      while (inFlight.length > (final ? 0 : MAX_IN_FLIGHT)) emitStretched(await inFlight.shift()!);
      const fed = readers.reduce((sum, reader) => sum + reader.bytesFed, 0);
      const slices =
        totalBytes === 0 ? RENDER_SLICES : Math.floor((fed / totalBytes) * RENDER_SLICES);
      while (slicesDone < Math.min(slices, RENDER_SLICES - 1)) report(2 + slicesDone++);
      if (final) break;
    }
    if (overlayAt < overlay.length) emit(overlay.subarray(overlayAt));
    writer.write(limiter.flush());
    while (slicesDone < RENDER_SLICES) report(2 + slicesDone++);
    const mp3 = writer.end();
    return { mp3, samples: writer.samples, seconds: writer.samples / SAMPLE_RATE };
  } finally {
    stretcher.free();
    for (const decoder of decoders) decoder.free();
  }
}
