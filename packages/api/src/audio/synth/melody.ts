import { pluck } from './guitar';
import { type Arrangement, type LeadTimbre, type MelodyNote, scaleStep } from './song';
import { renderSung, TIMBRES } from './vocal';

/**
 * Which notes a melodic track plays. `main` carries the tune (the vocal line sings verses and
 * choruses; a lead with no singer plays it everywhere); `answer` takes the intro and outro and
 * a harmony a third under the choruses; `arpeggio` walks the chords in eighths in the choruses.
 */
export type MelodyRole = 'main' | 'answer' | 'arpeggio';

export function melodyNotes(
  arrangement: Arrangement,
  role: MelodyRole,
  sung: boolean,
): MelodyNote[] {
  const { melody, key } = arrangement;
  if (role === 'main') {
    return sung
      ? melody.filter((note) => note.section === 'verse' || note.section === 'chorus')
      : [...melody];
  }
  if (role === 'answer') {
    return melody.flatMap((note) => {
      if (note.section === 'intro' || note.section === 'outro') return [note];
      if (note.section === 'chorus') return [{ ...note, midi: scaleStep(key, note.midi, -2) }];
      return [];
    });
  }
  const notes: MelodyNote[] = [];
  for (const section of arrangement.sections) {
    if (section.kind !== 'chorus') continue;
    for (let bar = section.startBar; bar < section.startBar + section.bars; bar += 1) {
      const tones = arrangement.chords[bar]!.tones.map(
        (pitchClass) => 72 + ((pitchClass - 72 + 120) % 12),
      );
      const order = [tones[0]!, tones[1]!, tones[2]!, tones[1]!];
      for (let eighth = 0; eighth < 8; eighth += 1) {
        notes.push({
          start: bar * 4 + eighth / 2,
          beats: 0.5,
          midi: order[eighth % 4]!,
          section: 'chorus',
        });
      }
    }
  }
  return notes;
}

/** A melodic track: plucked notes, or a sustained reed, bowed or sung tone. */
export function renderMelody(
  arrangement: Arrangement,
  out: Float32Array,
  notes: readonly MelodyNote[],
  timbre: LeadTimbre | 'voice',
): void {
  const beat = arrangement.beatSeconds;
  if (timbre === 'pluck') {
    const random = arrangement.random('lead-pluck');
    for (const note of notes) {
      pluck(out, note.start * beat, note.beats * beat * 0.95, note.midi, 0.22, random);
    }
    return;
  }
  renderSung(out, notes, beat, TIMBRES[timbre], timbre === 'voice' ? 0.24 : 0.22);
}
