import { createMp3Encoder } from 'wasm-media-encoders';
import { MP3_BITRATE_KBPS, SAMPLE_RATE } from './format';
import { buildInfoFrame } from './lameTag';

/** Encodes one channel of 48 kHz audio, block by block, to a constant-bit-rate MP3. */
export interface Mp3Writer {
  write(samples: Float32Array): void;
  /** The whole file: the Info frame, then the audio frames. */
  end(): Uint8Array;
  /** Samples written so far. */
  readonly samples: number;
}

export async function createMp3Writer(): Promise<Mp3Writer> {
  const encoder = await createMp3Encoder();
  encoder.configure({
    sampleRate: SAMPLE_RATE,
    outputSampleRate: SAMPLE_RATE as 48_000,
    channels: 1,
    bitrate: MP3_BITRATE_KBPS,
  });
  const chunks: Uint8Array[] = [];
  let samples = 0;
  // The encoder owns the array it returns and reuses it: copy before the next call.
  const keep = (data: Uint8Array) => {
    if (data.length > 0) chunks.push(data.slice());
  };
  return {
    write(block) {
      if (block.length === 0) return;
      samples += block.length;
      keep(encoder.encode([block]));
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

/** Encodes a whole signal (stems and previews of the synthesised songs). */
export async function encodeMp3(signal: Float32Array): Promise<Uint8Array> {
  const writer = await createMp3Writer();
  for (let at = 0; at < signal.length; at += 65_536) writer.write(signal.subarray(at, at + 65_536));
  return writer.end();
}
