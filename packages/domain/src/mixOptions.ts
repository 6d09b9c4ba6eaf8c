/*
 * The tempo and pitch choices of a mix (part 2 §9), with no schema library: the studio's
 * widgets import them into the browser, and `mixes.ts` (which holds the zod schemas) would bring
 * zod along.
 */

/** Part 2 §9 tempo options, in percent. */
export const TEMPO_SLOWER_PERCENTS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80] as const;
export const TEMPO_FASTER_PERCENTS = [5, 10, 15, 20, 30, 40, 50] as const;
/** Part 2 §9 "Pitch options: original and 1 to 12 semitones down or up". */
export const PITCH_MAX_SEMITONES = 12;

/** A tempo choice; `speed` is the multiplier sent as settings.speed (0.95 = 5 % slower). */
export interface TempoOption {
  value: string;
  label: string;
  speed: number;
}

/** A pitch choice; `semitones` is sent as settings.pitch. */
export interface PitchOption {
  value: string;
  label: string;
  semitones: number;
}

export const ORIGINAL_OPTION_VALUE = 'original';

/** Original, then slower by 5 … 80 %, then faster by 5 … 50 %. */
export const TEMPO_OPTIONS: readonly TempoOption[] = [
  { value: ORIGINAL_OPTION_VALUE, label: 'Original', speed: 1 },
  ...TEMPO_SLOWER_PERCENTS.map((percent) => ({
    value: `slower-${percent}`,
    label: `Slower by ${percent}%`,
    speed: (100 - percent) / 100,
  })),
  ...TEMPO_FASTER_PERCENTS.map((percent) => ({
    value: `faster-${percent}`,
    label: `Faster by ${percent}%`,
    speed: (100 + percent) / 100,
  })),
];

function semitoneLabel(count: number, direction: 'down' | 'up'): string {
  return `${count} semitone${count === 1 ? '' : 's'} ${direction}`;
}

const SEMITONE_STEPS = Array.from({ length: PITCH_MAX_SEMITONES }, (_, index) => index + 1);

/** Original, then 1 … 12 semitones down, then 1 … 12 up. */
export const PITCH_OPTIONS: readonly PitchOption[] = [
  { value: ORIGINAL_OPTION_VALUE, label: 'Original', semitones: 0 },
  ...SEMITONE_STEPS.map((step) => ({
    value: `down-${step}`,
    label: semitoneLabel(step, 'down'),
    semitones: -step,
  })),
  ...SEMITONE_STEPS.map((step) => ({
    value: `up-${step}`,
    label: semitoneLabel(step, 'up'),
    semitones: step,
  })),
];

export function findTempoOption(value: string): TempoOption | undefined {
  return TEMPO_OPTIONS.find((option) => option.value === value);
}

export function findPitchOption(value: string): PitchOption | undefined {
  return PITCH_OPTIONS.find((option) => option.value === value);
}
