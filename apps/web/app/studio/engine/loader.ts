// Fetches and decodes a song's stems into the studio engine as they arrive (decision 027). Every
// stem is fetched at once and read as a stream; each stretch of audio is handed to the engine
// (`appendStem`) as soon as it is decoded, so Play can start on the first second
// (`engine.whenBuffered`) while the rest is still on its way:
//  - WAV (16-bit or float PCM at the context's rate): the bytes are the samples, no decoder;
//  - MP3 at the context's rate: frame by frame through WebCodecs' AudioDecoder (off the main
//    thread), the encoder delay of a LAME/Info header trimmed as decodeAudioData trims it;
//  - anything else (or no WebCodecs): the whole file through decodeAudioData, two at a time.
// The engine keeps 16-bit samples, a mono stem once (today's stems are mono, the server's new
// ones stereo: both play); nothing here holds more than a second of decoded audio.

import type { StudioEngine } from './engine';
import { STEM_BLOCK_SAMPLES } from './worklet';

export interface StemSource {
  id: string;
  url: string;
}

export interface LoadProgress {
  bytes: number;
  decodedStems: number;
  stems: number;
  bufferedSeconds: number;
}

export interface LoadStemsOptions {
  /** Whole-file decodes at once (default 2: the two cores of a small machine). */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: LoadProgress) => void;
  fetch?: typeof fetch;
  /** Streams MP3 through WebCodecs when the browser can (default true). */
  webCodecs?: boolean;
}

/** Play may start once this much of every stem is in (Play → first sound is then decode-bound). */
export const STUDIO_START_SECONDS = 1;

/**
 * Batches end on the worklet's storage blocks, so each whole one is kept as it is transferred (no
 * second copy); the first block goes over in two halves so the first second arrives sooner.
 */
const BATCH_FRAMES = STEM_BLOCK_SAMPLES;
const FIRST_BATCH_FRAMES = STEM_BLOCK_SAMPLES / 2;
/** FFmpeg's (and so Chromium's) MP3 decoder delay, trimmed with the LAME header's encoder delay. */
const MP3_DECODER_DELAY = 529;

/**
 * Collects decoded frames of one stem and hands them to the engine in 16-bit batches: two arrays
 * for a stereo stem, one for a mono stem (the engine holds it once and plays it on both sides).
 */
class StemWriter {
  private left = new Int16Array(BATCH_FRAMES);
  private right = new Int16Array(BATCH_FRAMES);
  private stereo = false;
  private filled = 0;
  private start = 0;
  constructor(
    private readonly engine: StudioEngine,
    private readonly id: string,
    private skip = 0,
  ) {}

  /** Drops the next `count` decoded frames (an MP3's encoder and decoder delay). */
  skipFrames(count: number) {
    this.skip += count;
  }

  /** A change of channel count hands over what was collected first (each batch is one kind). */
  private channels(count: number) {
    const stereo = count > 1;
    if (stereo !== this.stereo) {
      this.flush();
      this.stereo = stereo;
    }
  }

  private put(l: number, r: number) {
    this.left[this.filled] = l;
    this.right[this.filled] = r;
    this.filled += 1;
    const end = this.start + this.filled;
    if (end % BATCH_FRAMES === 0 || end === FIRST_BATCH_FRAMES) this.flush();
  }

  /** Planar float frames (−1…1); one plane is mono. */
  float(planes: Float32Array[], frames: number) {
    this.channels(planes.length);
    const a = planes[0] as Float32Array;
    const b = (planes[1] ?? a) as Float32Array;
    for (let i = 0; i < frames; i += 1) {
      if (this.skip > 0) {
        this.skip -= 1;
        continue;
      }
      this.put(pcm16(a[i] as number), pcm16(b[i] as number));
    }
  }

  /** Interleaved 16-bit little-endian frames. */
  int16(view: DataView, offset: number, channels: number, frames: number) {
    this.channels(channels);
    for (let i = 0; i < frames; i += 1) {
      if (this.skip > 0) {
        this.skip -= 1;
        continue;
      }
      const at = offset + i * channels * 2;
      const l = view.getInt16(at, true);
      this.put(l, channels > 1 ? view.getInt16(at + 2, true) : l);
    }
  }

  /** Interleaved 32-bit float little-endian frames. */
  float32(view: DataView, offset: number, channels: number, frames: number) {
    this.channels(channels);
    for (let i = 0; i < frames; i += 1) {
      if (this.skip > 0) {
        this.skip -= 1;
        continue;
      }
      const at = offset + i * channels * 4;
      const l = view.getFloat32(at, true);
      this.put(pcm16(l), pcm16(channels > 1 ? view.getFloat32(at + 4, true) : l));
    }
  }

  flush() {
    if (this.filled === 0) return;
    const count = this.filled;
    const whole = (array: Int16Array) => (count === BATCH_FRAMES ? array : array.slice(0, count));
    this.engine.appendStem(
      this.id,
      this.start,
      this.stereo ? [whole(this.left), whole(this.right)] : [whole(this.left)],
    );
    this.start += count;
    this.filled = 0;
    this.left = new Int16Array(BATCH_FRAMES);
    // a mono stem's right array is never sent: reuse it
    if (this.stereo) this.right = new Int16Array(BATCH_FRAMES);
  }
}

function pcm16(sample: number): number {
  const value = sample * 32767;
  if (value >= 32767) return 32767;
  if (value <= -32767) return -32767;
  return Math.trunc(value < 0 ? value - 0.5 : value + 0.5);
}

/** Bytes received but not yet consumed. */
class ByteQueue {
  bytes: Uint8Array = new Uint8Array(0);
  push(chunk: Uint8Array) {
    if (this.bytes.length === 0) {
      this.bytes = chunk;
      return;
    }
    const joined = new Uint8Array(this.bytes.length + chunk.length);
    joined.set(this.bytes);
    joined.set(chunk, this.bytes.length);
    this.bytes = joined;
  }
  consume(count: number) {
    this.bytes = this.bytes.subarray(count);
  }
}

interface Sink {
  push(chunk: Uint8Array): void | Promise<void>;
  end(): Promise<void>;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** WAV: samples straight from the bytes (PCM 16 or float 32 at the context's rate). */
function wavSink(writer: StemWriter, rate: number, fallback: () => Sink): Sink {
  const queue = new ByteQueue();
  let format: { channels: number; bits: number; float: boolean } | null = null;
  let inData = false;
  let whole: Sink | null = null;
  const all: Uint8Array[] = [];
  const drain = () => {
    const bytes = queue.bytes;
    if (!inData) {
      let at = 12;
      for (;;) {
        if (bytes.length < at + 8) return;
        const id = ascii(bytes, at, 4);
        const size = new DataView(bytes.buffer, bytes.byteOffset + at + 4, 4).getUint32(0, true);
        if (id === 'data') {
          queue.consume(at + 8);
          inData = true;
          break;
        }
        if (bytes.length < at + 8 + size) return;
        if (id === 'fmt ') {
          const view = new DataView(bytes.buffer, bytes.byteOffset + at + 8, size);
          const tag = view.getUint16(0, true);
          const channels = view.getUint16(2, true);
          const sampleRate = view.getUint32(4, true);
          const bits = view.getUint16(14, true);
          const float = tag === 3 || (tag === 0xfffe && bits === 32);
          if (sampleRate !== rate || !((bits === 16 && !float) || (bits === 32 && float))) {
            whole = fallback();
            for (const chunk of all) whole.push(chunk);
            all.length = 0;
            return;
          }
          format = { channels, bits, float };
        }
        at += 8 + size + (size % 2);
      }
    }
    if (!format) throw new Error('WAV without a fmt chunk');
    const frameBytes = format.channels * (format.bits / 8);
    const frames = Math.floor(queue.bytes.length / frameBytes);
    if (frames === 0) return;
    const data = queue.bytes;
    const view = new DataView(data.buffer, data.byteOffset, frames * frameBytes);
    if (format.float) writer.float32(view, 0, format.channels, frames);
    else writer.int16(view, 0, format.channels, frames);
    queue.consume(frames * frameBytes);
  };
  return {
    push(chunk) {
      if (whole) return whole.push(chunk);
      if (!inData) all.push(chunk);
      queue.push(chunk);
      drain();
      if (inData) all.length = 0;
    },
    async end() {
      if (whole) return (whole as Sink).end();
      writer.flush();
    },
  };
}

const MP3_KBPS = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
const MP3_RATES = [44_100, 48_000, 32_000];

interface Mp3Frame {
  length: number;
  sampleRate: number;
  channels: number;
  sideInfo: number;
}

function mp3Frame(bytes: Uint8Array, at: number): Mp3Frame | null {
  const b1 = bytes[at + 1] as number;
  const b2 = bytes[at + 2] as number;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  if (version === 1 || ((b1 >> 1) & 3) !== 1) return null; // Layer III only
  const kbps = MP3_KBPS[version === 3 ? 0 : 1]?.[b2 >> 4];
  const base = MP3_RATES[(b2 >> 2) & 3];
  if (!kbps || !base) return null;
  const sampleRate = version === 3 ? base : version === 2 ? base / 2 : base / 4;
  const channels = (bytes[at + 3] as number) >> 6 === 3 ? 1 : 2;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144_000 : 72_000) * kbps) / sampleRate) + padding;
  const sideInfo = version === 3 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17;
  return { length, sampleRate, channels, sideInfo };
}

/** The encoder delay of a Xing/Info frame with a LAME tag, or null when `frame` is audio. */
function infoFrameDelay(bytes: Uint8Array, at: number, frame: Mp3Frame): number | null {
  const tag = at + 4 + frame.sideInfo;
  const id = ascii(bytes, tag, 4);
  if (id !== 'Xing' && id !== 'Info') return null;
  const flags = new DataView(bytes.buffer, bytes.byteOffset + tag + 4, 4).getUint32(0);
  let lame = tag + 8;
  if (flags & 1) lame += 4;
  if (flags & 2) lame += 4;
  if (flags & 4) lame += 100;
  if (flags & 8) lame += 4;
  if (lame + 24 > at + frame.length) return 0;
  return ((bytes[lame + 21] as number) << 4) | ((bytes[lame + 22] as number) >> 4);
}

/** MP3 frame by frame through WebCodecs. */
function mp3Sink(writer: StemWriter, rate: number, fallback: () => Sink): Sink {
  const queue = new ByteQueue();
  let whole: Sink | null = null;
  let decoder: AudioDecoder | null = null;
  let failure: unknown = null;
  let frames = 0;
  let started = false;
  const all: Uint8Array[] = [];
  const drain = async () => {
    let bytes = queue.bytes;
    if (!started) {
      if (bytes.length < 10) return;
      if (ascii(bytes, 0, 3) === 'ID3') {
        const size =
          (((bytes[6] as number) & 0x7f) << 21) |
          (((bytes[7] as number) & 0x7f) << 14) |
          (((bytes[8] as number) & 0x7f) << 7) |
          ((bytes[9] as number) & 0x7f);
        const skip = 10 + size + ((bytes[5] as number) & 0x10 ? 10 : 0);
        if (bytes.length < skip + 4) return;
        queue.consume(skip);
        bytes = queue.bytes;
      }
      let at = 0;
      while (at + 4 <= bytes.length && !mp3Frame(bytes, at)) at += 1;
      const first = at + 4 <= bytes.length ? mp3Frame(bytes, at) : null;
      if (!first || bytes.length < at + first.length) return;
      if (first.sampleRate !== rate) {
        whole = fallback();
        for (const chunk of all) whole.push(chunk);
        all.length = 0;
        return;
      }
      const delay = infoFrameDelay(bytes, at, first);
      // one scratch pair reused for every decoded frame: no garbage per frame
      let scratch = [new Float32Array(1_152), new Float32Array(1_152)];
      decoder = new AudioDecoder({
        output: (data) => {
          const count = data.numberOfFrames;
          if (count > (scratch[0] as Float32Array).length) {
            scratch = [new Float32Array(count), new Float32Array(count)];
          }
          const planes = scratch.slice(0, Math.min(2, data.numberOfChannels));
          planes.forEach((plane, index) => {
            data.copyTo(plane.subarray(0, count), { planeIndex: index, format: 'f32-planar' });
          });
          data.close();
          writer.float(planes, count);
        },
        error: (error) => {
          failure = error;
        },
      });
      decoder.configure({ codec: 'mp3', sampleRate: rate, numberOfChannels: first.channels });
      if (delay !== null) {
        // the Info frame is silence, not audio; the decoder's own delay goes with the encoder's
        at += first.length;
        writer.skipFrames(delay + MP3_DECODER_DELAY);
      }
      queue.consume(at);
      bytes = queue.bytes;
      started = true;
      all.length = 0;
    }
    let at = 0;
    for (;;) {
      if (at + 4 > bytes.length) break;
      const frame = mp3Frame(bytes, at);
      if (!frame) {
        at += 1; // not a frame header (a tag, garbage): look for the next one
        continue;
      }
      if (at + frame.length > bytes.length) break;
      const active = decoder as AudioDecoder;
      // back-pressure: a few frames in flight, so decoded audio reaches the engine from the
      // first frames on instead of after every byte has been queued (and memory stays flat)
      while (active.decodeQueueSize >= 8) {
        await new Promise((resolve) => active.addEventListener('dequeue', resolve, { once: true }));
      }
      active.decode(
        new EncodedAudioChunk({
          type: 'key',
          timestamp: Math.round((frames * 1_152 * 1e6) / rate),
          data: bytes.slice(at, at + frame.length),
        }),
      );
      frames += 1;
      at += frame.length;
    }
    queue.consume(at);
  };
  return {
    push(chunk) {
      if (whole) return whole.push(chunk);
      if (!started) all.push(chunk);
      queue.push(chunk);
      return drain();
    },
    async end() {
      if (whole) return (whole as Sink).end();
      if (decoder) await (decoder as AudioDecoder).flush();
      if (failure) throw failure;
      (decoder as AudioDecoder | null)?.close();
      writer.flush();
    },
  };
}

/** Whole-file decodeAudioData (any format the browser knows), then handed over. */
function wholeSink(
  writer: StemWriter,
  context: BaseAudioContext,
  slot: <T>(task: () => Promise<T>) => Promise<T>,
): Sink {
  const chunks: Uint8Array[] = [];
  return {
    push(chunk) {
      chunks.push(chunk);
    },
    async end() {
      const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const data = new Uint8Array(length);
      let at = 0;
      for (const chunk of chunks) {
        data.set(chunk, at);
        at += chunk.length;
      }
      chunks.length = 0;
      await slot(async () => {
        const buffer = await context.decodeAudioData(data.buffer);
        const planes = Array.from({ length: Math.min(2, buffer.numberOfChannels) }, (_, c) =>
          buffer.getChannelData(c),
        );
        writer.float(planes, buffer.length);
        writer.flush();
      });
    },
  };
}

/** Streams `stems` (the engine's, any subset) into `engine`; resolves once all are in. */
export async function loadStems(
  engine: StudioEngine,
  stems: readonly StemSource[],
  options: LoadStemsOptions = {},
): Promise<{ bytes: number }> {
  for (const stem of stems) {
    if (!engine.stemIds.includes(stem.id)) throw new Error(`Stem ${stem.id} is not the engine’s`);
  }
  const context = engine.context;
  const rate = context.sampleRate;
  const doFetch = options.fetch ?? fetch;
  const webCodecs =
    options.webCodecs !== false &&
    typeof AudioDecoder !== 'undefined' &&
    Boolean(
      (
        await AudioDecoder.isConfigSupported({
          codec: 'mp3',
          sampleRate: rate,
          numberOfChannels: 2,
        }).catch(() => ({ supported: false }))
      ).supported,
    );
  let bytes = 0;
  let decodedStems = 0;
  const report = () =>
    options.onProgress?.({
      bytes,
      decodedStems,
      stems: stems.length,
      bufferedSeconds: engine.bufferedSeconds,
    });
  // whole-file decodes hold a decoded song each: at most `concurrency` at once
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async <T>(task: () => Promise<T>): Promise<T> => {
    while (running >= Math.max(1, options.concurrency ?? 2)) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  await Promise.all(
    stems.map(async (stem) => {
      const response = await doFetch(stem.url, { signal: options.signal });
      if (!response.ok || !response.body)
        throw new Error(`Stem ${stem.id}: HTTP ${response.status}`);
      const writer = new StemWriter(engine, stem.id);
      const whole = () => wholeSink(writer, context, slot);
      let sink: Sink | null = null;
      const reader = response.body.getReader();
      const head = new ByteQueue();
      for (;;) {
        const { done, value } = await reader.read();
        if (value) {
          bytes += value.length;
          if (sink) await sink.push(value);
          else {
            head.push(value);
            if (head.bytes.length >= 12 || done) {
              const start = head.bytes;
              const isWav = ascii(start, 0, 4) === 'RIFF' && ascii(start, 8, 4) === 'WAVE';
              const isMp3 =
                ascii(start, 0, 3) === 'ID3' ||
                ((start[0] as number) === 0xff && ((start[1] as number) & 0xe6) === 0xe2);
              sink = isWav
                ? wavSink(writer, rate, whole)
                : isMp3 && webCodecs
                  ? mp3Sink(writer, rate, whole)
                  : whole();
              await sink.push(start);
            }
          }
          report();
        }
        if (done) break;
      }
      if (!sink) sink = whole();
      await sink.end();
      decodedStems += 1;
      report();
    }),
  );
  return { bytes };
}
