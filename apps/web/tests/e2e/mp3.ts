/** What a journey needs to know of a downloaded MP3: its rate, channels and length. */
export interface Mp3Facts {
  sampleRate: number;
  /** 1 for mono; 2 for stereo, joint stereo and dual channel. */
  channels: 1 | 2;
  seconds: number;
}

/** Reads the frames of an MP3 (after any ID3v2 tag). MPEG-1 Layer III only, as ours are. */
export function mp3Facts(bytes: Buffer): Mp3Facts {
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const rates = [44_100, 48_000, 32_000];
  let offset = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    offset = 10 + size;
  }
  let frames = 0;
  let sampleRate = 0;
  let channels: 1 | 2 = 1;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    // MPEG-1 Layer III frames only: sync, version 1, layer 3.
    if (bytes[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) break;
    const bitrate = bitrates[b2 >> 4] ?? 0;
    const rate = rates[(b2 >> 2) & 0x03] ?? 0;
    if (!bitrate || !rate) break;
    sampleRate = rate;
    // Channel mode 3 is mono; 0–2 carry two channels.
    channels = bytes[offset + 3]! >> 6 === 3 ? 1 : 2;
    offset += Math.floor((144_000 * bitrate) / rate) + ((b2 >> 1) & 1);
    frames += 1;
  }
  return { sampleRate, channels, seconds: (frames * 1152) / (sampleRate || 1) };
}
