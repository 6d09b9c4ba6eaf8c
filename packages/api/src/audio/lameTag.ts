/**
 * The "Info" frame (Xing header with the LAME extension) written first in every MP3 we make.
 * Without it a decoder cannot tell where the audio starts and ends inside the first and last
 * frames (LAME delays the signal by 576 samples and pads the end), so stems would drift by
 * 24 ms per encode, and players would guess the length. mpg123, browsers and ffmpeg read it.
 */

const SAMPLES_PER_FRAME = 1152;
/** LAME's encoder delay; decoders add their own 529 samples when they read the tag. */
export const LAME_ENCODER_DELAY = 576;

const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];

interface FrameHeader {
  bitrateKbps: number;
  sampleRate: number;
  padding: number;
  mono: boolean;
  length: number;
}

/** An MPEG-1 Layer III frame header at `offset`, or null. */
export function readFrameHeader(bytes: Uint8Array, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  // Sync, MPEG-1 (11), Layer III (01).
  if (bytes[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) return null;
  const bitrateKbps = BITRATES_KBPS[b2 >> 4];
  const sampleRate = SAMPLE_RATES[(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor((144_000 * bitrateKbps) / sampleRate) + padding;
  return { bitrateKbps, sampleRate, padding, mono: b3 >> 6 === 3, length };
}

/** Frames of a stream of back-to-back MPEG-1 Layer III frames (what LAME writes). */
export function countFrames(bytes: Uint8Array): number {
  let frames = 0;
  for (let offset = 0; offset < bytes.length; frames += 1) {
    const header = readFrameHeader(bytes, offset);
    if (!header) throw new Error(`not an MP3 frame at byte ${offset}`);
    offset += header.length;
  }
  return frames;
}

/**
 * LAME 3.100's low-pass for a constant bit rate (its optimum_bandwidth table, in Hz; mono gets
 * 1.5 times the stereo figure, capped at 20.5 kHz), in the tag's hundreds of hertz.
 */
export function lowpassHundredsHz(kbps: number, mono: boolean): number {
  const table: [number, number][] = [
    [8, 2_000],
    [16, 3_700],
    [24, 3_900],
    [32, 5_500],
    [40, 7_000],
    [48, 7_500],
    [56, 10_000],
    [64, 11_000],
    [80, 13_500],
    [96, 15_100],
    [112, 15_600],
    [128, 17_000],
    [160, 17_500],
    [192, 18_600],
    [224, 19_400],
    [256, 19_700],
    [320, 20_500],
  ];
  let hz = table[0]![1];
  for (const [rate, lowpass] of table) if (kbps >= rate) hz = lowpass;
  if (mono) hz = Math.min(20_500, hz * 1.5);
  return Math.min(255, Math.round(hz / 100));
}

/** CRC-16 (polynomial 0xA001, reflected) of every byte value: one lookup a byte, not eight shifts. */
const CRC16_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let value = byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0xa001 : value >>> 1;
    table[byte] = value;
  }
  return table;
})();

export function crc16(bytes: Uint8Array, crc = 0): number {
  let value = crc & 0xffff;
  for (let i = 0; i < bytes.length; i += 1) {
    value = (value >>> 8) ^ CRC16_TABLE[(value ^ bytes[i]!) & 0xff]!;
  }
  return value;
}

/**
 * The Info frame for `audio` (the encoder's frames) holding `samples` samples. It takes the
 * first audio frame's header (without its padding bit) so it reads as a silent frame to
 * decoders that ignore tags.
 */
export function buildInfoFrame(audio: Uint8Array, samples: number): Uint8Array {
  const first = readFrameHeader(audio, 0);
  if (!first) throw new Error('the encoder wrote no MP3 frame');
  const frames = countFrames(audio);
  const frameLength = first.length - first.padding;
  const frame = new Uint8Array(frameLength);
  const view = new DataView(frame.buffer);
  frame.set(audio.subarray(0, 4));
  frame[2] = frame[2]! & 0xfd;
  // Xing fields follow the side information (17 bytes mono, 32 stereo for MPEG-1).
  let at = 4 + (first.mono ? 17 : 32);
  const ascii = (text: string) => {
    for (const char of text) frame[at++] = char.charCodeAt(0);
  };
  ascii('Info');
  view.setUint32(at, 0x0f, false); // frames, bytes, table of contents, quality
  view.setUint32(at + 4, frames, false);
  view.setUint32(at + 8, frameLength + audio.length, false);
  at += 12;
  // Constant bit rate: byte position grows linearly with time.
  for (let percent = 0; percent < 100; percent += 1)
    frame[at++] = Math.floor((percent * 256) / 100);
  view.setUint32(at, 0, false);
  at += 4;
  const tagStart = at;
  ascii('LAME3.100');
  frame[at++] = 0x01; // tag revision 0, constant bit rate
  frame[at++] = lowpassHundredsHz(first.bitrateKbps, first.mono);
  at += 8; // peak amplitude and replay gains: not measured
  frame[at++] = 0; // encoding flags and ATH type
  frame[at++] = Math.min(255, first.bitrateKbps);
  const padding = frames * SAMPLES_PER_FRAME - LAME_ENCODER_DELAY - samples;
  if (padding < 0 || padding > 0xfff) throw new Error(`unexpected MP3 padding ${padding}`);
  frame[at++] = LAME_ENCODER_DELAY >> 4;
  frame[at++] = ((LAME_ENCODER_DELAY & 0x0f) << 4) | (padding >> 8);
  frame[at++] = padding & 0xff;
  // Misc: source rate 48 kHz (bits 6–7 = 2), stereo mode (bits 2–4: 0 mono, 3 joint stereo).
  frame[at++] = (2 << 6) | ((first.mono ? 0 : 3) << 2);
  at += 3; // MP3 gain, preset and surround
  view.setUint32(at, frameLength + audio.length, false);
  view.setUint16(at + 4, crc16(audio), false);
  at += 6;
  if (at - tagStart !== 34) throw new Error('LAME tag layout');
  view.setUint16(at, crc16(frame.subarray(0, at)), false);
  return frame;
}

/** Samples a decoder gives for an MP3 whose Info frame we wrote (for probing lengths). */
export function readInfoSamples(bytes: Uint8Array): number | null {
  const first = readFrameHeader(bytes, 0);
  if (!first) return null;
  const at = 4 + (first.mono ? 17 : 32);
  const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag !== 'Info' && tag !== 'Xing') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flags = view.getUint32(at + 4, false);
  if (!(flags & 1)) return null;
  const frames = view.getUint32(at + 8, false);
  let lame = at + 8 + 4 + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  lame += 21; // encoder string, revision, low-pass, peak, gains, flags, bitrate
  if (lame + 3 > bytes.length) return null;
  const delay = (bytes[lame]! << 4) | (bytes[lame + 1]! >> 4);
  const padding = ((bytes[lame + 1]! & 0x0f) << 8) | bytes[lame + 2]!;
  return frames * SAMPLES_PER_FRAME - delay - padding;
}
