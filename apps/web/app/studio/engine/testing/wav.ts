// 16-bit PCM WAV files for the loader's tests (Node side).

/** A WAV file of the given channels (−1…1); `invert` writes the exact negation of each sample. */
export function wavFile(channels: Float32Array[], sampleRate: number, invert = false): Buffer {
  const frames = channels[0]?.length ?? 0;
  const blockAlign = channels.length * 2;
  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame += 1) {
    channels.forEach((channel, index) => {
      const value = Math.round(Math.max(-1, Math.min(1, channel[frame] as number)) * 32767);
      data.writeInt16LE(invert ? -value : value, frame * blockAlign + index * 2);
    });
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels.length, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
