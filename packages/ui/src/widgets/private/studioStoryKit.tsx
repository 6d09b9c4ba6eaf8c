// Stories and tests only: the practice studio's demo song (peaks, sections, stems) and its frame.
import type { Decorator } from '@storybook/react-vite';
import type { StudioPeaks } from '../StudioWaveform/waveformPath';

/** The demo song: 3:05 at 96 BPM in E minor. */
export const demoSong = { duration: 185, bpm: 96, key: 'E minor' } as const;

export const demoSections = [
  { kind: 'intro', start: 0, end: 15 },
  { kind: 'verse', start: 15, end: 45 },
  { kind: 'chorus', start: 45, end: 70 },
  { kind: 'verse', start: 70, end: 100, label: 'Verse 2' },
  { kind: 'chorus', start: 100, end: 125, label: 'Chorus 2' },
  { kind: 'solo', start: 125, end: 160 },
  { kind: 'outro', start: 160, end: 185 },
];

/** Deterministic peaks that swell and fall like a song (2048 buckets, as the server sends). */
export function demoPeaks(seed = 1, buckets = 2048): StudioPeaks {
  const min = new Float32Array(buckets);
  const max = new Float32Array(buckets);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const swell = 0.35 + 0.3 * Math.sin((bucket / buckets) * Math.PI * 3 * seed) ** 2;
    const texture = 0.25 * Math.abs(Math.sin(bucket * 0.37 * seed) * Math.cos(bucket * 0.11));
    max[bucket] = Math.min(1, swell + texture);
    min[bucket] = -Math.min(1, swell + texture * 0.8);
  }
  return { min, max };
}

/** The studio's stems: instrument ids of the reference data, and the Click. */
export const demoStems = [
  { id: 'drums', instrumentId: 'drums', name: 'Drums', volume: 1, muted: false, soloed: false },
  {
    id: 'bass',
    instrumentId: 'bass-guitar',
    name: 'Bass Guitar',
    volume: 0.8,
    muted: false,
    soloed: false,
  },
  {
    id: 'guitar',
    instrumentId: 'electric-guitar',
    name: 'Electric Guitar',
    volume: 0.6,
    muted: true,
    soloed: false,
  },
  {
    id: 'click',
    instrumentId: null,
    name: 'Click',
    isClick: true,
    volume: 0.5,
    muted: false,
    soloed: false,
  },
];

/** Frames a story at 375 px, the narrowest phone the studio fits (expectFitsNarrowScreen). */
export const phoneScreen: Decorator = (Story) => (
  <div data-testid="narrow-frame" style={{ inlineSize: 375, maxInlineSize: '100%' }}>
    <Story />
  </div>
);
