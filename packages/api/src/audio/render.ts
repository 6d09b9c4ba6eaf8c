import { renderCountIn } from './clicks';
import { createStemDecoder, probeChannels, probeSamples, type StemDecoder } from './decode';
import { BLOCK_SAMPLES, MIX_FORMAT, SAMPLE_RATE } from './format';
import { Limiter } from './limiter';
import { createMp3Writer } from './mp3Encoder';
import { type PlanarAudio, panGains, planar, silence } from './samples';
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

/** A stored stem file, its level in the mix (1: as recorded) and its place (panGains). */
export interface StemInput {
  data: Uint8Array;
  gain?: number;
  /** −1 left … 1 right; 0 (the default) as recorded, a mono stem in the centre. */
  pan?: number;
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
  /** A 48 kHz stereo CBR MP3 (MIX_FORMAT) with its Info frame. */
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
  private parts: PlanarAudio[] = [];
  private buffered = 0;
  private fed = 0;
  private ended = false;
  private readonly gains: [number, number];

  constructor(
    private readonly bytes: Uint8Array,
    gain: number,
    pan: number,
    private readonly decoder: StemDecoder,
  ) {
    const [left, right] = panGains(pan);
    this.gains = [gain * left, gain * right];
  }

  get bytesFed() {
    return this.fed;
  }

  /**
   * Adds up to `length` samples into the mix's channels (`into`: one or two); returns how many
   * there were. A mono stem plays on both sides; a stereo stem into a mono mix is averaged
   * (the render only makes a mono mix when every stem is mono).
   */
  async addInto(into: readonly Float32Array[], length: number): Promise<number> {
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
      into.forEach((out, side) => {
        const gain = into.length === 1 ? (this.gains[0] + this.gains[1]) / 2 : this.gains[side]!;
        if (gain === 0) return;
        if (part.channels.length === 1 || into.length === 2) {
          const source = part.channels[Math.min(side, part.channels.length - 1)]!;
          for (let i = 0; i < take; i += 1) out[filled + i]! += source[i]! * gain;
        } else {
          const [left, right] = part.channels as [Float32Array, Float32Array];
          const half = gain / 2;
          for (let i = 0; i < take; i += 1) out[filled + i]! += (left[i]! + right[i]!) * half;
        }
      });
      filled += take;
      if (take === part.length) this.parts.shift();
      else this.parts[0] = planar(part.channels.map((channel) => channel.subarray(take)));
    }
    this.buffered -= filled;
    return filled;
  }

  get done() {
    return this.ended && this.buffered === 0;
  }

  private push(audio: PlanarAudio) {
    if (audio.length === 0) return;
    this.parts.push(audio);
    this.buffered += audio.length;
  }
}

/**
 * Decode → mix (each stem at its gain and place) → tempo and pitch (Rubber Band R3) → count-in
 * → limiter → MP3, one block at a time: memory holds the compressed input and output and a few
 * blocks, never the whole song as samples. The mix is stereo, and the file always is
 * (MIX_FORMAT); when every stem is mono and centred the mix is one channel until the encoder,
 * which plays it on both sides, so mono sources do not pay for a second channel of Rubber Band.
 * CPU-bound: call it in the audio process (renderMix does), never on the server's event loop.
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
  const stereo = job.stems.some(
    (stem) => (stem.pan ?? 0) !== 0 || probeChannels(stem.data.subarray(0, 4096)) === 2,
  );
  const channels = stereo ? 2 : 1;
  const settings: StretchSettings = {
    speed: job.speed,
    semitones: job.semitones,
    quality: job.quality ?? 'short-window',
    expectedInputSamples: expected,
    channels,
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
      (stem, index) => new StemReader(stem.data, stem.gain ?? 1, stem.pan ?? 0, decoders[index]!),
    );
    const limiter = new Limiter(channels);
    const writer = await createMp3Writer(MIX_FORMAT);
    const emit = (audio: PlanarAudio) => writer.write(limiter.process(audio));
    // The count-in's clicks are in the centre: the same on every channel.
    const centred = (clicks: Float32Array) =>
      planar(Array.from({ length: channels }, () => clicks));
    report(1);

    let overlay: Float32Array = new Float32Array(0);
    if (job.countIn) {
      const countIn = renderCountIn({ ...job.countIn, speed: job.speed });
      emit(centred(countIn.lead));
      overlay = countIn.overlay;
    }
    const totalBytes = job.stems.reduce((sum, stem) => sum + stem.data.length, 0);
    let slicesDone = 0;
    let overlayAt = 0;
    // Blocks sent to the stretcher and not yet back: the next ones are decoded meanwhile.
    const inFlight: Promise<PlanarAudio>[] = [];
    const emitStretched = (stretched: PlanarAudio) => {
      // Count-in clicks that fall after the audio started (a late first downbeat).
      const count = Math.min(stretched.length, overlay.length - overlayAt);
      for (const channel of stretched.channels) {
        for (let i = 0; i < count; i += 1) channel[i]! += overlay[overlayAt + i]!;
      }
      overlayAt += Math.max(0, count);
      emit(stretched);
    };
    for (;;) {
      const block = silence(channels, BLOCK_SAMPLES);
      let length = 0;
      for (const reader of readers) {
        length = Math.max(length, await reader.addInto(block.channels, BLOCK_SAMPLES));
      }
      const final = readers.every((reader) => reader.done);
      inFlight.push(
        stretcher.process(
          planar(block.channels.map((channel) => channel.subarray(0, length))),
          final,
        ),
      );
      while (inFlight.length > (final ? 0 : MAX_IN_FLIGHT)) emitStretched(await inFlight.shift()!);
      const fed = readers.reduce((sum, reader) => sum + reader.bytesFed, 0);
      const slices =
        totalBytes === 0 ? RENDER_SLICES : Math.floor((fed / totalBytes) * RENDER_SLICES);
      while (slicesDone < Math.min(slices, RENDER_SLICES - 1)) report(2 + slicesDone++);
      if (final) break;
    }
    if (overlayAt < overlay.length) emit(centred(overlay.subarray(overlayAt)));
    writer.write(limiter.flush());
    while (slicesDone < RENDER_SLICES) report(2 + slicesDone++);
    const mp3 = writer.end();
    return { mp3, samples: writer.samples, seconds: writer.samples / SAMPLE_RATE };
  } finally {
    stretcher.free();
    for (const decoder of decoders) decoder.free();
  }
}
