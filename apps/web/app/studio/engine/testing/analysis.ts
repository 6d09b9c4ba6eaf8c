// Measurements on rendered audio for the engine's quality tests (plain arrays, no audio APIs).

/**
 * The frequency of a steady tone: the mean period between rising zero crossings, interpolated to
 * a fraction of a sample. Accurate to far better than a cent over a second of a clean tone.
 */
export function toneFrequency(samples: ArrayLike<number>, sampleRate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i += 1) {
    const a = samples[i - 1] as number;
    const b = samples[i] as number;
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  if (crossings.length < 3) return 0;
  const first = crossings[0] as number;
  const last = crossings[crossings.length - 1] as number;
  return ((crossings.length - 1) * sampleRate) / (last - first);
}

export const cents = (hz: number, reference: number): number => 1200 * Math.log2(hz / reference);

/**
 * Onset times (seconds) of clicks: where the absolute signal first rises above `threshold` of the
 * peak after at least `gapSeconds` of quiet.
 */
export function onsets(
  samples: ArrayLike<number>,
  sampleRate: number,
  gapSeconds = 0.1,
  threshold = 0.3,
): number[] {
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i] as number));
  const level = peak * threshold;
  const gap = Math.round(gapSeconds * sampleRate);
  const times: number[] = [];
  let lastLoud = -gap;
  for (let i = 0; i < samples.length; i += 1) {
    if (Math.abs(samples[i] as number) >= level) {
      if (i - lastLoud >= gap) times.push(i / sampleRate);
      lastLoud = i;
    }
  }
  return times;
}

/** RMS level in dBFS (−Infinity for digital silence). */
export function rmsDbfs(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += (samples[i] as number) ** 2;
  return 10 * Math.log10(sum / Math.max(1, samples.length));
}

/** Peak level in dBFS. */
export function peakDbfs(samples: ArrayLike<number>): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i] as number));
  return 20 * Math.log10(peak);
}
