import { asPlanar, type PlanarAudio } from '../samples';

/** The WAV format tag of integer PCM. */
const PCM = 1;

/** A 16-bit PCM WAV, the stems tests import (a Float32Array is one channel). */
export function encodeWav(audio: Float32Array | PlanarAudio, sampleRate: number): Uint8Array {
  const { channels, length } = asPlanar(audio);
  const count = channels.length;
  const bytes = new Uint8Array(44 + length * count * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, value: string) => {
    for (let i = 0; i < 4; i += 1) bytes[at + i] = value.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + length * count * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM, true);
  view.setUint16(22, count, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2 * count, true);
  view.setUint16(32, 2 * count, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, length * count * 2, true);
  for (let i = 0, at = 44; i < length; i += 1) {
    for (const channel of channels) {
      view.setInt16(at, Math.round(Math.max(-1, Math.min(1, channel[i]!)) * 32_767), true);
      at += 2;
    }
  }
  return bytes;
}
