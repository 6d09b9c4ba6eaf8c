/** A track's waveform peaks: per bucket the lowest and highest sample, −1…1 (decodePeaks' shape). */
export interface StudioPeaks {
  min: ArrayLike<number>;
  max: ArrayLike<number>;
}

/**
 * The SVG path of the envelope of one or more tracks' peaks (the mixed overview), in a viewBox
 * `columns` wide and 2 high (0 is full scale up, 2 full scale down). Buckets are folded into at
 * most `columns` columns, so a 2048-bucket song draws as a few hundred points.
 */
export function waveformPath(tracks: readonly StudioPeaks[], columns: number): string {
  const buckets = Math.max(
    0,
    ...tracks.map((track) => Math.min(track.min.length, track.max.length)),
  );
  if (buckets === 0 || columns < 1) return '';
  const width = Math.min(columns, buckets);
  const top: string[] = [];
  const bottom: string[] = [];
  for (let column = 0; column < width; column += 1) {
    const from = Math.floor((column * buckets) / width);
    const to = Math.max(from + 1, Math.floor(((column + 1) * buckets) / width));
    let low = 0;
    let high = 0;
    for (const track of tracks) {
      for (let bucket = from; bucket < to && bucket < track.max.length; bucket += 1) {
        low = Math.min(low, track.min[bucket] ?? 0);
        high = Math.max(high, track.max[bucket] ?? 0);
      }
    }
    const x = ((column + 0.5) * columns) / width;
    top.push(`${x.toFixed(1)},${(1 - Math.min(1, high)).toFixed(3)}`);
    bottom.push(`${x.toFixed(1)},${(1 - Math.max(-1, low)).toFixed(3)}`);
  }
  return `M${top.join('L')}L${bottom.reverse().join('L')}Z`;
}
