/**
 * WAV read in a stream (PCM 8/16/24/32-bit, float 32/64, plain or WAVE_FORMAT_EXTENSIBLE). One or
 * two channels come out as they are; more (a surround file) are averaged to one. (Tests write
 * WAV files with `test/wav.ts`.)
 */
import { type PlanarAudio, planar } from './samples';

interface WavFormat {
  channels: number;
  sampleRate: number;
  bytesPerSample: number;
  float: boolean;
}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

const text = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

export function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && text(bytes, 0) === 'RIFF' && text(bytes, 8) === 'WAVE';
}

export class WavError extends Error {
  override name = 'WavError';
}

/** Feeds bytes in any pieces; gives the samples of the whole frames seen so far. */
export class WavStreamDecoder {
  private pending = new Uint8Array(0);
  private format: WavFormat | null = null;
  /** Bytes of the data chunk still to come (Infinity when the writer left the size open). */
  private dataLeft = 0;
  private inData = false;

  get sampleRate(): number | null {
    return this.format?.sampleRate ?? null;
  }

  decode(bytes: Uint8Array): PlanarAudio {
    const joined = new Uint8Array(this.pending.length + bytes.length);
    joined.set(this.pending);
    joined.set(bytes, this.pending.length);
    let at = 0;
    if (!this.format || !this.inData) {
      at = this.readHeader(joined);
      if (at < 0) {
        this.pending = joined;
        return planar([new Float32Array(0)]);
      }
    }
    const format = this.format!;
    const frameBytes = format.bytesPerSample * format.channels;
    const usable = Math.min(joined.length - at, this.dataLeft);
    const frames = Math.floor(usable / frameBytes);
    const out = this.convert(joined, at, frames, format);
    this.dataLeft -= frames * frameBytes;
    this.pending = this.dataLeft > 0 ? joined.slice(at + frames * frameBytes) : new Uint8Array(0);
    return out;
  }

  /** Walks the chunks up to the start of the samples; -1 when more bytes are needed. */
  private readHeader(bytes: Uint8Array): number {
    if (bytes.length < 12) return -1;
    if (!isWav(bytes)) throw new WavError('not a RIFF/WAVE file');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 12;
    while (at + 8 <= bytes.length) {
      const id = text(bytes, at);
      const size = view.getUint32(at + 4, true);
      if (id === 'data') {
        if (!this.format) throw new WavError('data before fmt');
        this.inData = true;
        this.dataLeft = size === 0 || size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
        return at + 8;
      }
      // Chunks are padded to an even size.
      const next = at + 8 + size + (size & 1);
      if (id === 'fmt ') {
        if (at + 8 + Math.min(size, 40) > bytes.length) return -1;
        this.format = readFormat(view, at + 8, size);
      }
      // A chunk we skip may be longer than what arrived: wait for the rest of it.
      if (next > bytes.length) return -1;
      at = next;
    }
    return -1;
  }

  private convert(bytes: Uint8Array, at: number, frames: number, format: WavFormat) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { channels, bytesPerSample: size, float } = format;
    if (channels === 2) {
      const left = new Float32Array(frames);
      const right = new Float32Array(frames);
      for (let frame = 0, offset = at; frame < frames; frame += 1, offset += 2 * size) {
        left[frame] = readSample(view, offset, size, float);
        right[frame] = readSample(view, offset + size, size, float);
      }
      return planar([left, right]);
    }
    const out = new Float32Array(frames);
    const scale = 1 / channels;
    for (let frame = 0, offset = at; frame < frames; frame += 1) {
      let sum = 0;
      for (let channel = 0; channel < channels; channel += 1, offset += size) {
        sum += readSample(view, offset, size, float);
      }
      out[frame] = sum * scale;
    }
    return planar([out]);
  }
}

/** The channel count in a WAV's format chunk, when the first bytes reach it; else null. */
export function readWavChannels(head: Uint8Array): number | null {
  if (!isWav(head)) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  for (let at = 12; at + 12 <= head.length; ) {
    const size = view.getUint32(at + 4, true);
    if (text(head, at) === 'fmt ') return view.getUint16(at + 10, true);
    at += 8 + size + (size & 1);
  }
  return null;
}

function readFormat(view: DataView, at: number, size: number): WavFormat {
  let tag = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const bits = view.getUint16(at + 14, true);
  // The sub-format GUID starts with the plain format tag.
  if (tag === EXTENSIBLE && size >= 26) tag = view.getUint16(at + 24, true);
  const float = tag === IEEE_FLOAT;
  if ((tag !== PCM && !float) || channels < 1 || sampleRate < 8000) {
    throw new WavError(
      `unsupported WAV format (tag ${tag}, ${channels} channels, ${sampleRate} Hz)`,
    );
  }
  const bytesPerSample = bits / 8;
  const valid = float ? bits === 32 || bits === 64 : [8, 16, 24, 32].includes(bits);
  if (!valid) throw new WavError(`unsupported WAV sample size ${bits}`);
  return { channels, sampleRate, bytesPerSample, float };
}

function readSample(view: DataView, at: number, size: number, float: boolean): number {
  if (float) return size === 4 ? view.getFloat32(at, true) : view.getFloat64(at, true);
  switch (size) {
    case 1:
      return (view.getUint8(at) - 128) / 128;
    case 2:
      return view.getInt16(at, true) / 32_768;
    case 3:
      return (
        ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) /
        8_388_608
      );
    default:
      return view.getInt32(at, true) / 2_147_483_648;
  }
}
