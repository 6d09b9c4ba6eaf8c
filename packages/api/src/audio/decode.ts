import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import { MPEGDecoder } from 'mpg123-decoder';
import { SAMPLE_RATE } from './format';
import { readFrameHeader, readInfoSamples } from './lameTag';
import { Resampler } from './resample';
import { joinAudio, type PlanarAudio, planar } from './samples';
import { isWav, readWavChannels, WavStreamDecoder } from './wav';

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

/** Decodes one file fed in pieces to its one or two channels at 48 kHz. */
export interface StemDecoder {
  decode(bytes: Uint8Array): Promise<PlanarAudio>;
  /** What is left once the last bytes went in. */
  end(): Promise<PlanarAudio>;
  free(): void;
}

const NOTHING = planar([new Float32Array(0)]);

/**
 * The channels to keep: the first when the source is mono (mpg123 always gives two, the same
 * twice), both of a stereo source, the average of more (a surround file folded down).
 */
function keptChannels(channels: readonly Float32Array[], samples: number, mono: boolean) {
  const cut = (channel: Float32Array | undefined) =>
    !channel
      ? new Float32Array(samples)
      : channel.length === samples
        ? channel
        : channel.subarray(0, samples);
  if (mono || channels.length === 1) return planar([cut(channels[0])]);
  if (channels.length === 2) return planar([cut(channels[0]), cut(channels[1])]);
  const out = new Float32Array(samples);
  const scale = 1 / channels.length;
  for (const channel of channels) {
    for (let i = 0; i < samples; i += 1) out[i]! += channel[i]! * scale;
  }
  return planar([out]);
}

/**
 * A decoder for the format whose first bytes are `head`. Sources at another rate go through
 * the resampler (one per channel); the rate is known once the first samples come out.
 */
export async function createStemDecoder(head: Uint8Array): Promise<StemDecoder> {
  const format = detectFormat(head);
  const resamplers: Resampler[] = [];
  const toRate = (audio: PlanarAudio, rate: number): PlanarAudio => {
    if (rate === SAMPLE_RATE || audio.length === 0) return audio;
    return planar(
      audio.channels.map((channel, index) => {
        resamplers[index] ??= new Resampler(rate, SAMPLE_RATE);
        return resamplers[index]!.process(channel);
      }),
    );
  };
  const flushRate = () =>
    resamplers.length === 0 ? NOTHING : planar(resamplers.map((resampler) => resampler.flush()));

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
        if (samplesDecoded === 0) return NOTHING;
        return toRate(keptChannels(channelData, samplesDecoded, mono), sampleRate);
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
      if (samplesDecoded === 0) return NOTHING;
      return toRate(keptChannels(channelData, samplesDecoded, false), sampleRate);
    },
    end: async () => {
      const { channelData, samplesDecoded, sampleRate } = await vorbis.flush();
      const last =
        samplesDecoded === 0
          ? NOTHING
          : toRate(keptChannels(channelData, samplesDecoded, false), sampleRate);
      return joinAudio([last, flushRate()]);
    },
    free: () => vorbis.free(),
  };
}

/**
 * The channels a stored file plays on (1 or 2), from its first bytes without decoding: an MP3's
 * frame header, a WAV's format chunk, an Ogg Vorbis identification header; 2 when unsure (a
 * mono file is then played on both sides, which is what it sounds like anyway).
 */
export function probeChannels(head: Uint8Array): 1 | 2 {
  const format = detectFormat(head);
  if (format === 'mp3') return readFrameHeader(head, 0)?.mono ? 1 : 2;
  if (format === 'wav') {
    const channels = readWavChannels(head);
    return channels === 2 || channels === null ? 2 : 1;
  }
  // The first page holds the identification packet: 0x01 'vorbis', version, channels.
  const packet = 27 + (head[26] ?? 0);
  const channels = head[packet + 11];
  return channels === undefined || channels === 2 ? 2 : 1;
}

/** Samples a stored stem holds, read from its Info frame without decoding; null when unknown. */
export function probeSamples(head: Uint8Array): number | null {
  if (detectFormat(head) !== 'mp3' || readFrameHeader(head, 0)?.sampleRate !== SAMPLE_RATE) {
    return null;
  }
  return readInfoSamples(head);
}

/** Decodes a whole file held in memory. */
export async function decodeAll(bytes: Uint8Array): Promise<PlanarAudio> {
  const decoder = await createStemDecoder(bytes);
  try {
    const parts: PlanarAudio[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) {
      parts.push(await decoder.decode(bytes.subarray(at, at + 65_536)));
    }
    parts.push(await decoder.end());
    return joinAudio(parts);
  } finally {
    decoder.free();
  }
}
