import type { StudioSection } from '@backline/domain';
import { createRandom, type Random } from '../../demo/random';
import { SAMPLE_RATE } from '../format';

/** What a synthesised song is made from: the same description always gives the same audio. */
export interface SongDescription {
  /** Seeds every choice (progressions, patterns, melody, noise). */
  seed: string;
  /** Beats per minute (the JamTrack's tempo_bpm). */
  bpm: number;
  /** The JamTrack's musical_key: "E minor", "Bb major", "F#m", "C". */
  key: string;
  /** Length in seconds, 60–120. */
  seconds: number;
}

export const SONG_SECONDS_MIN = 60;
export const SONG_SECONDS_MAX = 120;

/**
 * What a synthesised track plays: `strum` is chords on a plucked string, `lead` a melodic
 * instrument (the tune where no one sings, else the intro, outro and a harmony in choruses).
 */
export const SYNTH_VOICES = ['drums', 'bass', 'strum', 'keys', 'vocal', 'lead', 'click'] as const;
export type SynthVoice = (typeof SYNTH_VOICES)[number];
/** How a lead sounds: a plucked string, or a sustained tone with the formants of a reed or a bow. */
export const LEAD_TIMBRES = ['pluck', 'reed', 'bowed'] as const;
export type LeadTimbre = (typeof LEAD_TIMBRES)[number];

/** One track of a synthesised song. `variant` tells apart two tracks of the same voice. */
export interface SynthPart {
  voice: SynthVoice;
  timbre?: LeadTimbre;
  variant?: number;
}

/** Drums, bass, guitar, keys, vocal line and click: the stems of a song with no catalogue entry. */
export const DEFAULT_PARTS: readonly SynthPart[] = [
  { voice: 'drums' },
  { voice: 'bass' },
  { voice: 'strum' },
  { voice: 'keys' },
  { voice: 'vocal' },
  { voice: 'click' },
];

const NOTE_CLASSES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

export interface MusicalKey {
  /** Pitch class of the tonic, 0 = C. */
  tonic: number;
  minor: boolean;
  /** Semitones of the seven degrees above the tonic. */
  scale: readonly number[];
}

export class SongDescriptionError extends Error {
  override name = 'SongDescriptionError';
}

export function parseKey(text: string): MusicalKey {
  const match = /^\s*([A-Ga-g])\s*(#|♯|b|♭)?\s*(m|min|minor|maj|major)?\s*$/i.exec(text);
  if (!match) throw new SongDescriptionError(`not a musical key: ${text}`);
  const letter = match[1]!.toUpperCase();
  const accidental = match[2] === '#' || match[2] === '♯' ? 1 : match[2] ? -1 : 0;
  const quality = match[3] ?? '';
  // "m" alone is minor; "maj"/"major" (any case) is major.
  const minor = quality === 'm' || /^min/i.test(quality);
  return {
    tonic: (NOTE_CLASSES[letter]! + accidental + 12) % 12,
    minor,
    scale: minor ? MINOR : MAJOR,
  };
}

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'outro' | 'ending';

export interface Section {
  kind: SectionKind;
  startBar: number;
  bars: number;
}

/** A triad of the key. */
export interface Chord {
  /** Scale degree of the root, 0–6. */
  degree: number;
  /** Pitch classes relative to C (0–11) of root, third, fifth. */
  tones: readonly [number, number, number];
}

export interface MelodyNote {
  /** In beats from the start of the song. */
  start: number;
  beats: number;
  midi: number;
  section: SectionKind;
}

export interface Arrangement {
  song: SongDescription;
  key: MusicalKey;
  beatSeconds: number;
  barSeconds: number;
  /** Bars of music (the last one is the final hit); the audio may run a little past them. */
  bars: number;
  totalSamples: number;
  sections: readonly Section[];
  /** One chord per bar. */
  chords: readonly Chord[];
  melody: readonly MelodyNote[];
  random: (purpose: string) => Random;
}

const PROGRESSIONS: Record<'major' | 'minor', readonly (readonly number[])[]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [5, 3, 0, 4],
    [0, 3, 4, 3],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 6, 2],
    [0, 6, 5, 6],
    [0, 5, 3, 4],
  ],
};

export function chordOf(key: MusicalKey, degree: number): Chord {
  const tone = (step: number) => (key.tonic + key.scale[(degree + step) % 7]!) % 12;
  return { degree, tones: [tone(0), tone(2), tone(4)] };
}

/** Intro, verses and choruses of eight bars (the last one takes what is left), outro, final hit. */
function planSections(bars: number): Section[] {
  const sections: Section[] = [];
  let bar = 0;
  const add = (kind: SectionKind, length: number) => {
    sections.push({ kind, startBar: bar, bars: length });
    bar += length;
  };
  add('intro', 4);
  const outro = 4;
  let body = bars - 4 - outro - 1;
  let kind: SectionKind = 'verse';
  while (body > 0) {
    const length = body < 16 ? body : 8;
    add(kind, length);
    body -= length;
    kind = kind === 'verse' ? 'chorus' : 'verse';
  }
  add('outro', outro);
  add('ending', 1);
  return sections;
}

/** A song of the catalogue: 60–120 s (the bench synthesises a longer one with arrange). */
export function validateSong(song: SongDescription): void {
  if (!(song.seconds >= SONG_SECONDS_MIN && song.seconds <= SONG_SECONDS_MAX)) {
    throw new SongDescriptionError(`a song lasts ${SONG_SECONDS_MIN}–${SONG_SECONDS_MAX} s`);
  }
  checkPlayable(song);
}

function checkPlayable(song: SongDescription): void {
  if (!(song.bpm >= 60 && song.bpm <= 200)) {
    throw new SongDescriptionError('a synthesised song plays at 60–200 beats per minute');
  }
  // Intro, outro and the final hit take nine bars.
  if (!(song.seconds >= (9 * 4 * 60) / song.bpm)) {
    throw new SongDescriptionError('a synthesised song needs at least nine bars');
  }
  parseKey(song.key);
}

export function arrange(song: SongDescription): Arrangement {
  checkPlayable(song);
  const key = parseKey(song.key);
  const random = (purpose: string) => createRandom('song', song.seed, purpose);
  const beatSeconds = 60 / song.bpm;
  const barSeconds = 4 * beatSeconds;
  const bars = Math.floor(song.seconds / barSeconds);
  const sections = planSections(bars);

  const pick = random('progressions');
  const progressions = key.minor ? PROGRESSIONS.minor : PROGRESSIONS.major;
  const verse = pick.pick(progressions);
  const chorus = pick.pick(progressions.filter((candidate) => candidate !== verse));
  const chords: Chord[] = [];
  for (const section of sections) {
    const progression = section.kind === 'chorus' ? chorus : verse;
    for (let bar = 0; bar < section.bars; bar += 1) {
      const degree = section.kind === 'ending' ? 0 : progression[bar % 4]!;
      chords.push(chordOf(key, degree));
    }
  }
  return {
    song,
    key,
    beatSeconds,
    barSeconds,
    bars,
    totalSamples: Math.round(song.seconds * SAMPLE_RATE),
    sections,
    chords,
    melody: writeMelody(key, sections, chords, random('melody')),
    random,
  };
}

/** Rhythms of a two-bar phrase, as [start, length] in beats; the phrase ends with a breath. */
const PHRASE_RHYTHMS: readonly (readonly [number, number])[][] = [
  [
    [0, 1],
    [1, 1],
    [2, 1.5],
    [3.5, 0.5],
    [4, 2],
  ],
  [
    [0.5, 0.5],
    [1, 1],
    [2, 0.5],
    [2.5, 1.5],
    [4, 1],
    [5, 1],
  ],
  [
    [0, 1.5],
    [1.5, 0.5],
    [2, 1],
    [3, 1],
    [4, 3],
  ],
  [
    [0, 0.5],
    [0.5, 0.5],
    [1, 1],
    [2, 2],
    [4, 0.5],
    [4.5, 0.5],
    [5, 2],
  ],
];

/**
 * The tune, over every section but the final hit (the vocal line sings the verses and
 * choruses; a lead instrument takes the intro and outro): chord tones on strong beats, steps
 * between.
 */
function writeMelody(
  key: MusicalKey,
  sections: readonly Section[],
  chords: readonly Chord[],
  random: Random,
): MelodyNote[] {
  const notes: MelodyNote[] = [];
  // Scale notes from A3 to A5 as MIDI numbers.
  const scaleNotes: number[] = [];
  for (let midi = 57; midi <= 81; midi += 1) {
    if (key.scale.includes((midi - key.tonic + 120) % 12)) scaleNotes.push(midi);
  }
  let index = scaleNotes.findIndex((midi) => midi >= 64);
  for (const section of sections) {
    if (section.kind === 'ending') continue;
    const lift = section.kind === 'chorus' ? 2 : 0;
    for (let bar = section.startBar; bar + 1 < section.startBar + section.bars; bar += 2) {
      const rhythm = random.pick(PHRASE_RHYTHMS);
      for (const [start, beats] of rhythm) {
        const chord = chords[bar + Math.floor(start / 4)]!;
        const strong = start % 1 === 0 && start % 2 === 0;
        if (strong) {
          // The nearest chord tone to where the line is.
          let best = index;
          for (let candidate = 0; candidate < scaleNotes.length; candidate += 1) {
            const isChordTone = chord.tones.includes(scaleNotes[candidate]! % 12);
            if (isChordTone && Math.abs(candidate - index - lift) < Math.abs(best - index - lift)) {
              best = candidate;
            }
          }
          index = best;
        } else {
          index += random.pick([-1, -1, 1, 1, 2, -2]);
        }
        index = Math.max(2, Math.min(scaleNotes.length - 3, index));
        notes.push({
          start: bar * 4 + start,
          beats,
          midi: scaleNotes[index]!,
          section: section.kind,
        });
      }
    }
  }
  return notes;
}

export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The note `steps` degrees of the key away (negative: down): `-2` is a third below. */
export function scaleStep(key: MusicalKey, midi: number, steps: number): number {
  const direction = Math.sign(steps);
  let note = midi;
  for (let moved = 0; moved < Math.abs(steps); ) {
    note += direction;
    if (key.scale.includes((note - key.tonic + 120) % 12)) moved += 1;
  }
  return note;
}

/**
 * The song form as the studio shows it: each section of the arrangement in seconds;
 * the final hit belongs to the outro, which runs to the end of the audio.
 */
export function songSections(arrangement: Arrangement): StudioSection[] {
  const songEnd = arrangement.totalSamples / SAMPLE_RATE;
  const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const sections: StudioSection[] = [];
  for (const section of arrangement.sections) {
    const start = round(section.startBar * arrangement.barSeconds);
    const end = round(
      Math.min(songEnd, (section.startBar + section.bars) * arrangement.barSeconds),
    );
    const last = sections.at(-1);
    if (section.kind === 'ending' && last) {
      last.end = end;
      continue;
    }
    const kind = section.kind === 'ending' ? 'outro' : section.kind;
    if (end > start) sections.push({ kind, start, end });
  }
  const last = sections.at(-1);
  if (last) last.end = round(songEnd);
  return sections;
}
