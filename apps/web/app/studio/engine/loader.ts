// Fetches and decodes a song's stems into the studio engine as they arrive (decision 027). Every
// stem is fetched at once and read as a stream; each stretch of audio is handed to the engine
// (`appendStem`) as soon as it is decoded, so Play can start on the first second
// (`engine.whenBuffered`) while the rest is still on its way:
//  - WAV (16-bit or float PCM at the context's rate): the bytes are the samples, no decoder;
//  - MP3 at the context's rate: kept compressed, and decoded through WebCodecs' AudioDecoder (off
//    the main thread) block by block as the engine asks (`attachSource`/`nextBlock`): live, only a
//    window around the playhead and the loop is held decoded (decision 027, Session 9); the
//    encoder delay of a LAME/Info header is trimmed as decodeAudioData trims it;
//  - anything else (or no WebCodecs): the whole file through decodeAudioData, two at a time.
// The engine keeps 16-bit samples, a mono stem once (today's stems are mono, the server's new
// ones stereo: both play); nothing here holds more than a block of decoded audio per stem.

import type { StemBlockSource, StudioEngine } from './engine';
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
  /** `chunk` may be a view of the reader's buffer: a sink that keeps it must say so (`keeps`). */
  push(chunk: Uint8Array): void | Promise<void>;
  end(): Promise<void>;
  /** Whether `push` keeps a reference to its chunk (then it is given a copy of the bytes). */
  keeps(): boolean;
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
    keeps: () => true,
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

/**
 * A stem's MP3 frames, held compressed as they arrive (a stereo stem at 160–192 kbit/s is about a
 * seventh of its 16-bit samples): the windowed decoder reads any range of them again.
 */
class Mp3Frames {
  /** The file's bytes from its first audio frame on, as received (no other copy is made). */
  bytes: Uint8Array;
  length = 0;
  /** Where frame k starts and ends in `bytes` (anything between two frames is skipped). */
  starts: number[] = [];
  ends: number[] = [];
  done = false;
  private waiters: (() => void)[] = [];
  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(1 << 16, capacity));
  }
  get count() {
    return this.starts.length;
  }
  frame(index: number): Uint8Array {
    return this.bytes.subarray(this.starts[index] as number, this.ends[index] as number);
  }
  /** Bytes as they arrive (copied once, straight into the store). */
  append(chunk: Uint8Array) {
    if (this.length + chunk.length > this.bytes.length) {
      const grown = new Uint8Array(Math.ceil((this.length + chunk.length) * 1.5));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }
  /** New frames are in (or the file has ended): whoever waits for them goes on. */
  notify() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
  finish() {
    this.done = true;
    this.notify();
  }
  more(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

/** MP3 frames needed before a frame to decode it bit-exactly (bit reservoir, overlap; 2 measured). */
const MP3_PREROLL_FRAMES = 8;
const MP3_FRAME_SAMPLES = 1_152;

interface BlockBuffer {
  index: number;
  start: number;
  length: number;
  filled: number;
  planes: Int16Array[];
  /** Block 0 goes over in two halves (the first second reaches the engine sooner). */
  halfSent: boolean;
}

/**
 * Decodes a stem's blocks from its compressed frames whenever the engine wants them
 * (`engine.nextBlock`), nearest the playhead first, through one WebCodecs AudioDecoder: blocks in
 * a row are decoded in one run; a jump starts a new run `MP3_PREROLL_FRAMES` early (its output
 * before the block is dropped), which decodes the block to the same samples as a run from the
 * start. Each block is handed over whole, 16-bit, and transferred (the worklet keeps it as is).
 */
class Mp3Blocks implements StemBlockSource {
  private decoder: AudioDecoder | null = null;
  /** The next frame to feed the current run (-1: no run). */
  private fed = -1;
  /** Stream sample (frames × 1 152 from the file's first audio frame) of the next output. */
  private streamAt = 0;
  private buffers = new Map<number, BlockBuffer>();
  private completed: ((index: number) => void) | null = null;
  private failure: unknown = null;
  private closed = false;
  private waiting = false;
  /** Waiting for frames not yet received. */
  private hungry = false;
  private caughtUpWaiters: (() => void)[] = [];
  private wakeUp: (() => void) | null = null;
  private idleWaiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private scratch = [new Float32Array(MP3_FRAME_SAMPLES), new Float32Array(MP3_FRAME_SAMPLES)];
  private readonly songSamples: number;
  private readonly blocks: number;

  constructor(
    private readonly engine: StudioEngine,
    private readonly id: string,
    private readonly frames: Mp3Frames,
    private readonly channels: number,
    /** Song sample 0 is this stream sample (encoder and decoder delay, when the file says). */
    private readonly trim: number,
  ) {
    this.songSamples = Math.round(engine.durationSeconds * engine.context.sampleRate);
    this.blocks = Math.ceil(this.songSamples / STEM_BLOCK_SAMPLES);
    void this.run();
  }

  wake() {
    this.wakeUp?.();
    this.wakeUp = null;
  }

  close() {
    this.closed = true;
    this.releaseCaughtUp();
    if (this.decoder && this.decoder.state !== 'closed') this.decoder.close();
    this.frames.notify();
    this.completed?.(-1);
    this.wake();
  }

  /**
   * Resolves once the decoder has used every frame received that it wants (it is waiting for more,
   * or for the engine): the fetch reads on only then, so the first blocks are decoded while the
   * bytes arrive instead of after them (first sound).
   */
  caughtUp(): Promise<void> {
    const starved = this.hungry && this.fed >= this.frames.count;
    if (this.waiting || starved || this.closed || this.failure) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  private releaseCaughtUp() {
    for (const waiter of this.caughtUpWaiters.splice(0)) waiter();
  }

  /** Resolves when nothing the engine wants is missing (rejects if decoding failed). */
  idle(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.resolve();
    return new Promise((resolve, reject) => this.idleWaiters.push({ resolve, reject }));
  }

  private newDecoder(): AudioDecoder {
    const decoder = new AudioDecoder({
      output: (data) => this.output(data),
      error: (error) => {
        this.failure = error;
        this.completed?.(-1);
        this.wake();
      },
    });
    decoder.configure({
      codec: 'mp3',
      sampleRate: this.engine.context.sampleRate,
      numberOfChannels: this.channels,
    });
    return decoder;
  }

  private buffer(index: number) {
    if (index >= this.blocks || this.buffers.has(index)) return;
    const start = index * STEM_BLOCK_SAMPLES;
    const length = Math.min(STEM_BLOCK_SAMPLES, this.songSamples - start);
    this.buffers.set(index, {
      index,
      start,
      length,
      filled: 0,
      // whole blocks reuse storage the worklet let go of (no new allocation while playing on)
      planes: Array.from(
        { length: this.channels > 1 ? 2 : 1 },
        () =>
          (length === STEM_BLOCK_SAMPLES ? this.engine.recycledBlock() : null) ??
          new Int16Array(length),
      ),
      halfSent: false,
    });
  }

  private output(data: AudioData) {
    const count = data.numberOfFrames;
    if (count > (this.scratch[0] as Float32Array).length) {
      this.scratch = [new Float32Array(count), new Float32Array(count)];
    }
    const planes = this.scratch.slice(0, Math.min(2, data.numberOfChannels));
    planes.forEach((plane, index) => {
      data.copyTo(plane.subarray(0, count), { planeIndex: index, format: 'f32-planar' });
    });
    data.close();
    let song = this.streamAt - this.trim;
    this.streamAt += count;
    let read = 0;
    while (read < count) {
      if (song < 0) {
        const skip = Math.min(count - read, -song);
        read += skip;
        song += skip;
        continue;
      }
      const block = this.buffers.get(Math.floor(song / STEM_BLOCK_SAMPLES));
      const inBlock = song % STEM_BLOCK_SAMPLES;
      const run = Math.min(count - read, STEM_BLOCK_SAMPLES - inBlock);
      if (block && inBlock < block.length) {
        const n = Math.min(run, block.length - inBlock);
        block.planes.forEach((out, side) => {
          const source = (planes[side] ?? planes[0]) as Float32Array;
          for (let i = 0; i < n; i += 1) out[inBlock + i] = pcm16(source[read + i] as number);
        });
        block.filled += n;
        this.progress(block);
      }
      read += run;
      song += run;
    }
  }

  /** Hands a block over once whole (block 0's first half as soon as it is in). */
  private progress(block: BlockBuffer, pad = false) {
    const half = STEM_BLOCK_SAMPLES / 2;
    if (block.index === 0 && block.length > half && !block.halfSent && block.filled >= half) {
      block.halfSent = true;
      this.engine.appendStem(
        this.id,
        0,
        block.planes.map((plane) => plane.slice(0, half)),
      );
    }
    if (block.filled < block.length && !pad) return;
    this.buffers.delete(block.index);
    if (block.halfSent) {
      this.engine.appendStem(
        this.id,
        half,
        block.planes.map((plane) => plane.slice(half)),
      );
    } else this.engine.appendStem(this.id, block.start, block.planes);
    this.completed?.(block.index);
  }

  private async run() {
    try {
      while (!this.closed) {
        if (this.failure) throw this.failure;
        const block = this.engine.nextBlock(this.id);
        if (block === null) {
          this.waiting = true;
          this.releaseCaughtUp();
          for (const waiter of this.idleWaiters.splice(0)) waiter.resolve();
          await new Promise<void>((resolve) => {
            this.wakeUp = resolve;
          });
          this.waiting = false;
          continue;
        }
        await this.decodeBlock(block);
      }
    } catch (error) {
      this.failure = error;
      for (const waiter of this.idleWaiters.splice(0)) waiter.reject(error);
      this.releaseCaughtUp();
    }
  }

  private async decodeBlock(index: number) {
    const start = index * STEM_BLOCK_SAMPLES;
    const end = Math.min(start + STEM_BLOCK_SAMPLES, this.songSamples);
    const firstFrame = Math.floor((start + this.trim) / MP3_FRAME_SAMPLES);
    const lastFrame = Math.floor((end - 1 + this.trim) / MP3_FRAME_SAMPLES);
    // blocks in a row continue the run (its last frame also began this block); else a new run
    if (!this.buffers.has(index) || this.fed < 0 || this.fed > firstFrame + 1) {
      this.buffers.clear();
      if (!this.decoder || this.decoder.state === 'closed') this.decoder = this.newDecoder();
      else {
        this.decoder.reset();
        this.decoder.configure({
          codec: 'mp3',
          sampleRate: this.engine.context.sampleRate,
          numberOfChannels: this.channels,
        });
      }
      this.fed = Math.max(0, firstFrame - MP3_PREROLL_FRAMES);
      this.streamAt = this.fed * MP3_FRAME_SAMPLES;
    }
    this.buffer(index);
    this.buffer(index + 1);
    const decoder = this.decoder as AudioDecoder;
    const done = new Promise<void>((resolve) => {
      this.completed = (completed) => {
        if (completed === index || completed < 0) resolve();
      };
    });
    let ended = false;
    while (this.fed <= lastFrame && !this.closed) {
      if (this.fed >= this.frames.count) {
        if (this.frames.done) {
          ended = true;
          break;
        }
        this.hungry = true;
        this.releaseCaughtUp();
        await this.frames.more();
        this.hungry = false;
        continue;
      }
      while (decoder.decodeQueueSize >= 8 && decoder.state === 'configured') {
        await new Promise((resolve) =>
          decoder.addEventListener('dequeue', resolve, { once: true }),
        );
      }
      if (this.closed || this.failure || decoder.state !== 'configured') return;
      decoder.decode(
        new EncodedAudioChunk({
          type: 'key',
          timestamp: Math.round(
            (this.fed * MP3_FRAME_SAMPLES * 1e6) / this.engine.context.sampleRate,
          ),
          data: this.frames.frame(this.fed),
        }),
      );
      this.fed += 1;
    }
    if (this.closed) return;
    if (ended) {
      // the file ends before the song does: what it has, then silence
      await decoder.flush();
      this.fed = -1;
      const block = this.buffers.get(index);
      if (block) this.progress(block, true);
      this.completed = null;
      return;
    }
    if (this.buffers.has(index)) await done;
    this.completed = null;
  }
}

/**
 * MP3 through WebCodecs, windowed: the frames are kept compressed as they arrive and the engine
 * asks for blocks around the playhead (Mp3Blocks), so the stem is never held decoded whole.
 */
function mp3Sink(
  engine: StudioEngine,
  id: string,
  rate: number,
  fallback: () => Sink,
  expectedBytes: number,
): Sink {
  const queue = new ByteQueue();
  let whole: Sink | null = null;
  let frames: Mp3Frames | null = null;
  let blocks: Mp3Blocks | null = null;
  const all: Uint8Array[] = [];
  /** The next byte of the store not yet read as frames. */
  let parsed = 0;
  const parse = (store: Mp3Frames) => {
    const before = store.count;
    let at = parsed;
    for (;;) {
      if (at + 4 > store.length) break;
      const frame = mp3Frame(store.bytes, at);
      if (!frame) {
        at += 1; // not a frame header (a tag, garbage): look for the next one
        continue;
      }
      if (at + frame.length > store.length) break;
      store.starts.push(at);
      store.ends.push(at + frame.length);
      at += frame.length;
    }
    parsed = at;
    if (store.count > before) store.notify();
  };
  const drain = () => {
    let bytes = queue.bytes;
    if (!frames) {
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
      // the Info frame is silence, not audio; the decoder's own delay goes with the encoder's
      if (delay !== null) at += first.length;
      queue.consume(at);
      bytes = queue.bytes;
      frames = new Mp3Frames(expectedBytes);
      frames.append(bytes);
      queue.bytes = new Uint8Array(0);
      blocks = new Mp3Blocks(
        engine,
        id,
        frames,
        first.channels,
        delay === null ? 0 : delay + MP3_DECODER_DELAY,
      );
      engine.attachSource(id, blocks);
      all.length = 0;
    }
    parse(frames);
  };
  return {
    push(chunk) {
      if (whole) return whole.push(chunk);
      if (frames) {
        // straight into the store: no queue, no joined copies of the file
        frames.append(chunk);
        parse(frames);
        return blocks?.caughtUp();
      }
      all.push(chunk);
      queue.push(chunk);
      drain();
    },
    async end() {
      if (whole) return (whole as Sink).end();
      if (!frames || !blocks) return;
      frames.finish();
      await (blocks as Mp3Blocks).idle();
    },
    // once the frames have their store, each chunk is copied into it and nothing else keeps it
    keeps: () => whole !== null || frames === null,
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
    keeps: () => true,
  };
}

/** Bytes read at a time into a stem's one reusable buffer (a BYOB reader). */
const READ_BYTES = 1 << 16;

/**
 * Reads `body` into one buffer of `READ_BYTES`, used again for every read (a BYOB reader hands the
 * same memory back), so reading a stem allocates no chunk per read: each view is valid until the
 * next call. Without BYOB readers, the stream's own chunks.
 */
function chunkReader(
  body: ReadableStream<Uint8Array>,
): () => Promise<{ done: boolean; value?: Uint8Array }> {
  let byob: ReadableStreamBYOBReader;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    const reader = body.getReader();
    return () => reader.read();
  }
  let buffer = new ArrayBuffer(READ_BYTES);
  return async () => {
    const { done, value } = await byob.read(new Uint8Array(buffer));
    if (value) buffer = value.buffer as ArrayBuffer;
    return { done, value };
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
      const read = chunkReader(response.body);
      const head = new ByteQueue();
      for (;;) {
        const { done, value } = await read();
        if (value && value.length > 0) {
          bytes += value.length;
          if (sink) await sink.push(sink.keeps() ? value.slice() : value);
          else {
            head.push(value.slice());
            if (head.bytes.length >= 12 || done) {
              const start = head.bytes;
              const isWav = ascii(start, 0, 4) === 'RIFF' && ascii(start, 8, 4) === 'WAVE';
              const isMp3 =
                ascii(start, 0, 3) === 'ID3' ||
                ((start[0] as number) === 0xff && ((start[1] as number) & 0xe6) === 0xe2);
              sink = isWav
                ? wavSink(writer, rate, whole)
                : isMp3 && webCodecs
                  ? mp3Sink(
                      engine,
                      stem.id,
                      rate,
                      whole,
                      Number(response.headers.get('content-length')) || 0,
                    )
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
