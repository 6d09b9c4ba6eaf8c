// The practice studio's rules: tempo and pitch limits, bar and beat arithmetic, A–B
// loops, the speed trainer and the count-in. Pure and clock-free; the browser engine and the
// widgets both read them, the server render reads the same limits.

/** Live tempo range of the studio, as a multiplier (0.5 = half speed). */
export const STUDIO_TEMPO_MIN = 0.5;
export const STUDIO_TEMPO_MAX = 1.5;
/** Live pitch range in semitones. */
export const STUDIO_PITCH_MIN = -12;
export const STUDIO_PITCH_MAX = 12;
/** Master volume at the start (part 2 §9). */
export const STUDIO_MASTER_VOLUME = 0.75;
/** Shortest A–B loop, in seconds: shorter than a beat at 300 bpm is a slip of the finger. */
export const STUDIO_MIN_LOOP_SECONDS = 0.2;
export const COUNT_IN_BAR_CHOICES = [1, 2] as const;
/**
 * Beats in a bar of count-in (and of the studio's beat grid): songs are counted in 4/4, the
 * studio live and the server's mixdown alike.
 */
export const COUNT_IN_BEATS_PER_BAR = 4;
export type CountInBars = (typeof COUNT_IN_BAR_CHOICES)[number];

const clampNumber = (value: number, min: number, max: number, fallback: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** A tempo multiplier held inside 0.5–1.5, rounded to 0.001; anything not a number is 1. */
export function clampTempo(tempo: number): number {
  return Math.round(clampNumber(tempo, STUDIO_TEMPO_MIN, STUDIO_TEMPO_MAX, 1) * 1000) / 1000;
}

/** A pitch held inside −12…+12 whole semitones; anything not a number is 0. */
export function clampPitch(semitones: number): number {
  return Math.round(clampNumber(semitones, STUDIO_PITCH_MIN, STUDIO_PITCH_MAX, 0));
}

/** The BPM heard at a tempo multiplier, to one decimal. */
export function resultingBpm(songBpm: number, tempo: number): number {
  return Math.round(songBpm * clampTempo(tempo) * 10) / 10;
}

/** The pitch class names used for keys, sharps as the catalogue writes them. */
const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const FLATS: Record<string, string> = { Db: 'C#', Eb: 'D#', Gb: 'F#', Ab: 'G#', Bb: 'A#' };

/**
 * The key heard after a pitch shift: "E minor" − 2 semitones is "D minor". The tonic is the key's
 * first word (sharps or flats); the rest (major, minor, m…) is kept. An unknown key is returned
 * unchanged.
 */
export function transposedKey(key: string, semitones: number): string {
  const match = /^([A-G])([#b]?)(.*)$/.exec(key.trim());
  if (!match) return key;
  const tonic = `${match[1]}${match[2]}`;
  const index = PITCH_CLASSES.indexOf((FLATS[tonic] ?? tonic) as (typeof PITCH_CLASSES)[number]);
  if (index < 0) return key;
  const shifted = (((index + clampPitch(semitones)) % 12) + 12) % 12;
  return `${PITCH_CLASSES[shifted]}${match[3]}`;
}

/** A song's beat grid: bpm, beats per bar and where the first downbeat falls (seconds). */
export interface BeatGrid {
  bpm: number;
  beatsPerBar: number;
  downbeatSeconds: number;
}

export interface LoopRegion {
  start: number;
  end: number;
}

/**
 * A loop from two points in any order, held inside the song and at least
 * STUDIO_MIN_LOOP_SECONDS long; null when the song is too short for one.
 */
export function normaliseLoop(a: number, b: number, durationSeconds: number): LoopRegion | null {
  if (!(durationSeconds >= STUDIO_MIN_LOOP_SECONDS)) return null;
  const clamp = (value: number) => clampNumber(value, 0, durationSeconds, 0);
  let start = clamp(Math.min(a, b));
  let end = clamp(Math.max(a, b));
  if (end - start < STUDIO_MIN_LOOP_SECONDS) {
    end = Math.min(durationSeconds, start + STUDIO_MIN_LOOP_SECONDS);
    start = end - STUDIO_MIN_LOOP_SECONDS;
  }
  return { start, end };
}

/**
 * Where the playhead is after `elapsedSongSeconds` of song time played from `from` with a loop:
 * inside the loop it wraps; before the loop it runs into it and then wraps.
 */
export function loopPosition(loop: LoopRegion, from: number, elapsedSongSeconds: number): number {
  const position = from + elapsedSongSeconds;
  if (from >= loop.end || position < loop.end) return position;
  const length = loop.end - loop.start;
  return loop.start + ((position - loop.start) % length);
}

/** Speed trainer: start at startPercent, add stepPercent every passesPerStep passes, up to maxPercent. */
export interface SpeedTrainer {
  startPercent: number;
  stepPercent: number;
  passesPerStep: number;
  maxPercent: number;
}

export const SPEED_TRAINER_DEFAULT: SpeedTrainer = {
  startPercent: 70,
  stepPercent: 5,
  passesPerStep: 2,
  maxPercent: 100,
};

/** The trainer's settings made usable: percents inside 50–150, at least one pass a step. */
export function normaliseTrainer(trainer: SpeedTrainer): SpeedTrainer {
  const percent = (value: number, fallback: number) =>
    Math.round(clampNumber(value, STUDIO_TEMPO_MIN * 100, STUDIO_TEMPO_MAX * 100, fallback));
  const startPercent = percent(trainer.startPercent, SPEED_TRAINER_DEFAULT.startPercent);
  return {
    startPercent,
    maxPercent: Math.max(
      startPercent,
      percent(trainer.maxPercent, SPEED_TRAINER_DEFAULT.maxPercent),
    ),
    stepPercent: Math.max(0, Math.round(clampNumber(trainer.stepPercent, 0, 100, 0))),
    passesPerStep: Math.max(1, Math.round(clampNumber(trainer.passesPerStep, 1, 100, 1))),
  };
}

/** The trainer's tempo (multiplier) for a pass counted from 0. */
export function trainerTempoForPass(trainer: SpeedTrainer, pass: number): number {
  const t = normaliseTrainer(trainer);
  const steps = Math.floor(Math.max(0, pass) / t.passesPerStep);
  return clampTempo(Math.min(t.maxPercent, t.startPercent + steps * t.stepPercent) / 100);
}

/** Every tempo the trainer will play, in order, each once (for the widget's ladder). */
export function trainerSteps(trainer: SpeedTrainer): number[] {
  const t = normaliseTrainer(trainer);
  const steps: number[] = [];
  for (let percent = t.startPercent; ; percent += t.stepPercent) {
    steps.push(clampTempo(Math.min(percent, t.maxPercent) / 100));
    if (percent >= t.maxPercent || t.stepPercent === 0) break;
  }
  return steps;
}

/** A count-in: `bars` bars of equal clicks at the tempo heard (song bpm × tempo). */
export interface CountIn {
  clicks: number;
  beatSeconds: number;
  seconds: number;
  /** Click times from the start of the count-in, seconds; the downbeat follows one beat after the last. */
  clickTimes: number[];
  /** Per click: whether it is beat one of its bar (where an accent goes). */
  downbeats: boolean[];
}

export function countIn(grid: BeatGrid, tempo: number, bars: CountInBars): CountIn {
  const beat = 60 / (grid.bpm * clampTempo(tempo));
  const clicks = grid.beatsPerBar * bars;
  return {
    clicks,
    beatSeconds: beat,
    seconds: clicks * beat,
    clickTimes: Array.from({ length: clicks }, (_, index) => index * beat),
    downbeats: Array.from({ length: clicks }, (_, index) => index % grid.beatsPerBar === 0),
  };
}

/** Volumes heard per stem from the mixer's volumes, mutes and solos (solo wins over mute). */
export function effectiveStemGains(
  stems: readonly { id: string; volume: number; muted: boolean; soloed: boolean }[],
): Record<string, number> {
  const anySolo = stems.some((stem) => stem.soloed);
  const gains: Record<string, number> = {};
  for (const stem of stems) {
    const audible = anySolo ? stem.soloed : !stem.muted;
    gains[stem.id] = audible ? clampNumber(stem.volume, 0, 1, 0) : 0;
  }
  return gains;
}

/** What the studio remembers per musician and JamTrack (validated by studioSettingsSchema). */
export interface StudioSettings {
  tempo: number;
  pitch: number;
  loop: LoopRegion | null;
  loopEnabled: boolean;
  countInBars: 0 | CountInBars;
  /** Beat one of each count-in bar clicks higher (absent in settings saved before: true). */
  countInAccent?: boolean;
  /** The count-in also plays before each loop pass (absent in settings saved before: false). */
  countInEachPass?: boolean;
  masterVolume: number;
  stems: { id: string; volume: number; muted: boolean; soloed: boolean }[];
  trainer: SpeedTrainer | null;
}

export const STUDIO_DEFAULT_SETTINGS: StudioSettings = {
  tempo: 1,
  pitch: 0,
  loop: null,
  loopEnabled: false,
  countInBars: 0,
  countInAccent: true,
  countInEachPass: false,
  masterVolume: STUDIO_MASTER_VOLUME,
  stems: [],
  trainer: null,
};

// --- Waveform peaks and song sections (served by GET /api/jamtracks/{id}/studio) ---

/** The kinds of song section a JamTrack may name (the synthesiser emits intro…outro). */
export const STUDIO_SECTION_KINDS = [
  'intro',
  'verse',
  'pre-chorus',
  'chorus',
  'bridge',
  'solo',
  'break',
  'outro',
] as const;
export type StudioSectionKind = (typeof STUDIO_SECTION_KINDS)[number];

/** A section of a song, in seconds from the start; `label` is free text ("Verse 2"). */
export interface StudioSection {
  kind: StudioSectionKind;
  start: number;
  end: number;
  label?: string;
}

/**
 * Waveform peaks: every track of a JamTrack is cut into STUDIO_PEAK_BUCKETS equal buckets over
 * the whole song; each bucket keeps its lowest and highest sample as signed 8-bit integers
 * (sample × 127, rounded, clamped to −127…127), interleaved min, max. A track's peaks are
 * therefore 2 × STUDIO_PEAK_BUCKETS bytes, sent as base64 (STUDIO_PEAKS_BASE64_LENGTH characters).
 */
export const STUDIO_PEAK_BUCKETS = 2048;
export const STUDIO_PEAK_BYTES = 2 * STUDIO_PEAK_BUCKETS;
export const STUDIO_PEAKS_BASE64_LENGTH = 4 * Math.ceil(STUDIO_PEAK_BYTES / 3);
/** The most sections a song may have. */
export const STUDIO_SECTIONS_MAX = 64;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Decodes a track's base64 peaks into { min, max } arrays of −1…1, one entry per bucket; null when
 * the text is not peaks (wrong length or alphabet). No Buffer or atob: works everywhere.
 */
export function decodePeaks(base64: string): { min: Float32Array; max: Float32Array } | null {
  if (base64.length !== STUDIO_PEAKS_BASE64_LENGTH) return null;
  const bytes = new Uint8Array(STUDIO_PEAK_BYTES);
  let byte = 0;
  for (let i = 0; i < base64.length; i += 4) {
    let chunk = 0;
    let pad = 0;
    for (let j = 0; j < 4; j += 1) {
      const char = base64[i + j]!;
      const value = char === '=' ? 0 : BASE64.indexOf(char);
      if (value < 0) return null;
      if (char === '=') pad += 1;
      chunk = (chunk << 6) | value;
    }
    const out = [(chunk >> 16) & 255, (chunk >> 8) & 255, chunk & 255].slice(0, 3 - pad);
    for (const value of out) if (byte < bytes.length) bytes[byte++] = value;
  }
  if (byte !== bytes.length) return null;
  const min = new Float32Array(STUDIO_PEAK_BUCKETS);
  const max = new Float32Array(STUDIO_PEAK_BUCKETS);
  for (let bucket = 0; bucket < STUDIO_PEAK_BUCKETS; bucket += 1) {
    min[bucket] = (((bytes[2 * bucket]! << 24) >> 24) as number) / 127;
    max[bucket] = (((bytes[2 * bucket + 1]! << 24) >> 24) as number) / 127;
  }
  return { min, max };
}
