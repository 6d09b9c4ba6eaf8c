/**
 * Audio as every stage of the engine hands it on: planar (one array per channel, as Web Audio's
 * AudioBuffer and the decoders and encoder hold it), one channel (mono) or two (left, right),
 * all `length` long, at SAMPLE_RATE. A plain object, so it crosses to the stretch process as is.
 */
export interface PlanarAudio {
  /** Samples per channel (frames). */
  readonly length: number;
  readonly channels: readonly Float32Array[];
}

/** Audio of these channels (1 or 2, of one length). */
export function planar(channels: readonly Float32Array[]): PlanarAudio {
  if (channels.length < 1 || channels.length > 2) {
    throw new RangeError(`audio has 1 or 2 channels, not ${channels.length}`);
  }
  const length = channels[0]!.length;
  if (channels.some((channel) => channel.length !== length)) {
    throw new RangeError('channels of different lengths');
  }
  return { length, channels };
}

/** One channel. */
export const mono = (signal: Float32Array): PlanarAudio => planar([signal]);

/** A Float32Array is one channel. */
export const asPlanar = (audio: Float32Array | PlanarAudio): PlanarAudio =>
  audio instanceof Float32Array ? mono(audio) : audio;

export const silence = (channels: number, length: number): PlanarAudio =>
  planar(Array.from({ length: channels }, () => new Float32Array(length)));

/** One array of the parts, in order (returns the part itself when there is one). */
export function joinSamples(parts: readonly Float32Array[]): Float32Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The parts one after the other. Empty parts do not count; a mono part among stereo ones is
 * played on both sides (as a mono stem is).
 */
export function joinAudio(parts: readonly PlanarAudio[]): PlanarAudio {
  const heard = parts.filter((part) => part.length > 0);
  if (heard.length === 1) return heard[0]!;
  const channels = Math.max(1, ...parts.map((part) => part.channels.length));
  return planar(
    Array.from({ length: channels }, (_, channel) =>
      joinSamples(heard.map((part) => part.channels[Math.min(channel, part.channels.length - 1)]!)),
    ),
  );
}

/** Frames `from` to `to` (views, no copy). */
export const sliceAudio = (audio: PlanarAudio, from: number, to = audio.length): PlanarAudio =>
  planar(audio.channels.map((channel) => channel.subarray(from, to)));

/**
 * The same audio as one channel when its two are identical (a mono recording exported as
 * stereo): stored mono, it takes half the bits for the same quality, and plays on both sides.
 */
export function collapseDualMono(audio: PlanarAudio): PlanarAudio {
  if (audio.channels.length !== 2) return audio;
  const [left, right] = audio.channels as [Float32Array, Float32Array];
  for (let i = 0; i < audio.length; i += 1) if (left[i] !== right[i]) return audio;
  return mono(left);
}

/**
 * The gains of the left and right channel for a position from −1 (left) to 1 (right): the
 * near side keeps its level, the far one falls on a cosine to silence at the edge. 0 changes
 * nothing (a mono source plays at full level on both sides, as the studio's engine plays it);
 * a position never makes a channel louder, so panning cannot clip.
 */
export function panGains(pan: number): [left: number, right: number] {
  const position = Math.max(-1, Math.min(1, pan));
  const far = Math.cos((Math.abs(position) * Math.PI) / 2);
  return position < 0 ? [1, far] : [far, 1];
}
