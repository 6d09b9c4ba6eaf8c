import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { MPEGDecoder } from 'mpg123-decoder';
import { SAMPLE_RATE } from './format';
import { readFrameHeader, readInfoSamples } from './lameTag';
import { Resampler } from './resample';
import { joinSamples } from './samples';
import { isWav, WavStreamDecoder } from './wav';

export const STEM_FORMATS = ['mp3', 'ogg', 'wav'] as const;
export type StemFormat = (typeof STEM_FORMATS)[number];

export class UnsupportedAudioError extends Error {
  override name = 'UnsupportedAudioError';
}

/** The container, from the first bytes (never from a file name). */
export function detectFormat(head: Uint8Array): StemFormat {
  if (isWav(head)) return 'wav';
  if (head[0] === 0x4f && head[1] === 0x67 && head[2] === 0x67 && head[3] === 0x53) return 'ogg';
  const id3 = head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33;
  const frameSync = head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0;
  if (id3 || frameSync) return 'mp3';
  throw new UnsupportedAudioError('not a WAV, MP3 or Ogg Vorbis file');
}

/** Decodes one file fed in pieces to one channel at 48 kHz. */
export interface StemDecoder {
  decode(bytes: Uint8Array): Promise<Float32Array>;
  /** What is left once the last bytes went in. */
  end(): Promise<Float32Array>;
  free(): void;
}

/**
 * One channel: the first when the source is mono (mpg123 always gives two, the same twice),
 * else the average (an imported stereo file is folded down).
 */
function toMono(channels: readonly Float32Array[], samples: number, mono: boolean): Float32Array {
  const first = channels[0] ?? new Float32Array(0);
  if (mono || channels.length === 1) {
    return first.length === samples ? first : first.subarray(0, samples);
  }
  const out = new Float32Array(samples);
  const scale = 1 / channels.length;
  for (const channel of channels) {
    for (let i = 0; i < samples; i += 1) out[i]! += channel[i]! * scale;
  }
  return out;
}

/**
 * A decoder for the format whose first bytes are `head`. Sources at another rate go through
 * the resampler; the rate is known once the first samples come out.
 */
export async function createStemDecoder(head: Uint8Array): Promise<StemDecoder> {
  const format = detectFormat(head);
  let resampler: Resampler | null = null;
  const toRate = (samples: Float32Array, rate: number) => {
    if (rate === SAMPLE_RATE || samples.length === 0) return samples;
    resampler ??= new Resampler(rate, SAMPLE_RATE);
    return resampler.process(samples);
  };
  const flushRate = () => resampler?.flush() ?? new Float32Array(0);

  if (format === 'wav') {
    const wav = new WavStreamDecoder();
    return {
      decode: async (bytes) => toRate(wav.decode(bytes), wav.sampleRate ?? SAMPLE_RATE),
      end: async () => flushRate(),
      free: () => {},
    };
  }
  if (format === 'mp3') {
    // Gapless: the Info frame's delay and padding are cut, so stems stay sample-aligned.
    const mpeg = new MPEGDecoder({ enableGapless: true });
    await mpeg.ready;
    // A file that starts with a frame (ours always do) says whether it is mono.
    const mono = readFrameHeader(head, 0)?.mono ?? false;
    return {
      decode: async (bytes) => {
        const { channelData, samplesDecoded, sampleRate } = mpeg.decode(bytes);
        return toRate(toMono(channelData, samplesDecoded, mono), sampleRate);
      },
      end: async () => flushRate(),
      free: () => mpeg.free(),
    };
  }
  const vorbis = new OggVorbisDecoder();
  await vorbis.ready;
  return {
    decode: async (bytes) => {
      const { channelData, samplesDecoded, sampleRate } = await vorbis.decode(bytes);
      return toRate(toMono(channelData, samplesDecoded, false), sampleRate);
    },
    end: async () => {
      const { channelData, samplesDecoded, sampleRate } = await vorbis.flush();
      return joinSamples([
        toRate(toMono(channelData, samplesDecoded, false), sampleRate),
        flushRate(),
      ]);
    },
    free: () => vorbis.free(),
  };
}

/** Samples a stored stem holds, read from its Info frame without decoding; null when unknown. */
export function probeSamples(head: Uint8Array): number | null {
  if (detectFormat(head) !== 'mp3' || readFrameHeader(head, 0)?.sampleRate !== SAMPLE_RATE) {
    return null;
  }
  return readInfoSamples(head);
}

/** Decodes a whole file held in memory. */
export async function decodeAll(bytes: Uint8Array): Promise<Float32Array> {
  const decoder = await createStemDecoder(bytes);
  try {
    const parts: Float32Array[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) {
      parts.push(await decoder.decode(bytes.subarray(at, at + 65_536)));
    }
    parts.push(await decoder.end());
    return joinSamples(parts);
  } finally {
    decoder.free();
  }
}
