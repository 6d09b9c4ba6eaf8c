import { createMp3Encoder } from 'wasm-media-encoders';
import { type Mp3Format, SAMPLE_RATE, stemFormat } from './format';
import { buildInfoFrame } from './lameTag';
import { asPlanar, type PlanarAudio } from './samples';

/** Encodes 48 kHz audio, block by block, to a constant-bit-rate MP3 of `format`. */
export interface Mp3Writer {
  /** A mono block goes to both sides of a stereo file; a stereo block to a mono one is averaged. */
  write(block: PlanarAudio): void;
  /** The whole file: the Info frame, then the audio frames. */
  end(): Uint8Array;
  /** Samples (per channel) written so far. */
  readonly samples: number;
}

export async function createMp3Writer(format: Mp3Format): Promise<Mp3Writer> {
  const encoder = await createMp3Encoder();
  encoder.configure({
    sampleRate: SAMPLE_RATE,
    outputSampleRate: SAMPLE_RATE as 48_000,
    channels: format.channels,
    bitrate: format.kbps,
  });
  const chunks: Uint8Array[] = [];
  let samples = 0;
  // The encoder owns the array it returns and reuses it: copy before the next call.
  const keep = (data: Uint8Array) => {
    if (data.length > 0) chunks.push(data.slice());
  };
  const toFileChannels = (block: PlanarAudio): Float32Array[] => {
    const [first, second] = block.channels as [Float32Array, Float32Array?];
    if (format.channels === 2) return [first, second ?? first];
    if (!second) return [first];
    const mono = new Float32Array(block.length);
    for (let i = 0; i < mono.length; i += 1) mono[i] = (first[i]! + second[i]!) / 2;
    return [mono];
  };
  return {
    write(block) {
      if (block.length === 0) return;
      samples += block.length;
      keep(encoder.encode(toFileChannels(block)));
    },
    end() {
      keep(encoder.finalize());
      const audio = concatBytes(chunks);
      const info = buildInfoFrame(audio, samples);
      const file = new Uint8Array(info.length + audio.length);
      file.set(info);
      file.set(audio, info.length);
      return file;
    },
    get samples() {
      return samples;
    },
  };
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Encodes a whole signal (stems, masters and previews of synthesised or imported songs; a
 * Float32Array is one channel), by default in the stem format for its channel count.
 */
export async function encodeMp3(
  signal: Float32Array | PlanarAudio,
  format?: Mp3Format,
): Promise<Uint8Array> {
  const audio = asPlanar(signal);
  const writer = await createMp3Writer(format ?? stemFormat(audio.channels.length));
  for (let at = 0; at < audio.length; at += 65_536) {
    writer.write({
      length: Math.min(65_536, audio.length - at),
      channels: audio.channels.map((channel) => channel.subarray(at, at + 65_536)),
    });
  }
  return writer.end();
}
