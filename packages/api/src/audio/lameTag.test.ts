import { describe, expect, it } from 'vitest';
import { crc16, lowpassHundredsHz, readFrameHeader, readInfoSamples } from './lameTag';
import { encodeMp3 } from './mp3Encoder';
import { planar } from './samples';
import { sineWave } from './test/signals';

/** The checksum bit by bit, as the LAME tag's description defines it. */
function crc16BitByBit(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) {
    value ^= byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0xa001 : value >>> 1;
  }
  return value & 0xffff;
}

describe('crc16 (the LAME tag checksum)', () => {
  it('gives CRC-16/ARC’s check value', () => {
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
  });

  it('matches the bit-by-bit definition on every byte value and on a long buffer', () => {
    const bytes = new Uint8Array(70_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919 + (i >> 8)) & 0xff;
    expect(crc16(bytes)).toBe(crc16BitByBit(bytes));
    for (let byte = 0; byte < 256; byte += 1) {
      expect(crc16(Uint8Array.of(byte, 255 - byte))).toBe(
        crc16BitByBit(Uint8Array.of(byte, 255 - byte)),
      );
    }
  });
});

describe('the Info frame of a stereo file', () => {
  it('sits after 32 bytes of side information and says joint stereo, 48 kHz, the length and the low-pass', async () => {
    const tone = sineWave(440, 1, 0.3);
    const mp3 = await encodeMp3(planar([tone, tone.map((sample) => sample / 2)]), {
      channels: 2,
      kbps: 192,
    });
    expect(readFrameHeader(mp3, 0)).toMatchObject({ mono: false, bitrateKbps: 192 });
    // "Info" after the 4-byte header and 32 bytes of stereo side information.
    expect(String.fromCharCode(...mp3.subarray(36, 40))).toBe('Info');
    expect(readInfoSamples(mp3)).toBe(tone.length);
    const lame = 36 + 4 + 4 + 4 + 4 + 100 + 4;
    expect(String.fromCharCode(...mp3.subarray(lame, lame + 9))).toBe('LAME3.100');
    expect(mp3[lame + 10]).toBe(186); // 18.6 kHz, LAME's low-pass at 192 kbit/s
    // Misc byte: source 48 kHz (bits 6–7 = 2), joint stereo (bits 2–4 = 3).
    expect(mp3[lame + 24]).toBe((2 << 6) | (3 << 2));
  });

  it('gives a mono file 17 bytes of side information and LAME’s wider mono low-pass', async () => {
    const mp3 = await encodeMp3(sineWave(440, 1, 0.3), { channels: 1, kbps: 96 });
    expect(String.fromCharCode(...mp3.subarray(21, 25))).toBe('Info');
    expect(lowpassHundredsHz(96, true)).toBe(205);
    expect(lowpassHundredsHz(160, false)).toBe(175);
  });
});
