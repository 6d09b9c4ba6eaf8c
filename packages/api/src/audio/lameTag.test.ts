import { describe, expect, it } from 'vitest';
import { crc16 } from './lameTag';

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
