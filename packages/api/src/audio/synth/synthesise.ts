import { addAt, clickSound } from '../clicks';
import { SAMPLE_RATE } from '../format';
import { Limiter } from '../limiter';
import { renderBass } from './bass';
import { renderDrums } from './drums';
import { renderGuitar } from './guitar';
import { renderKeys } from './keys';
import { type MelodyRole, melodyNotes, renderMelody } from './melody';
import {
  type Arrangement,
  arrange,
  DEFAULT_PARTS,
  type SongDescription,
  type SynthPart,
} from './song';

export interface SynthesisedSong {
  arrangement: Arrangement;
  /** One signal per part, in the parts' order. */
  tracks: Float32Array[];
  /** Every track but the click, summed and limited. */
  master: Float32Array;
}

/** A metronome on every beat, accented on each bar's first beat. */
function renderClick(arrangement: Arrangement, out: Float32Array) {
  // The click stem keeps its own bar accent (the count-in's levels are the domain's).
  const accent = clickSound(true, 0.5);
  const plain = clickSound(false, 0.37);
  const beatSamples = arrangement.beatSeconds * SAMPLE_RATE;
  for (let beat = 0; beat * beatSamples < out.length; beat += 1) {
    addAt(out, beat % 4 === 0 ? accent : plain, Math.round(beat * beatSamples));
  }
}

/** Melodic roles: the vocal (or, with no singer, the first lead) carries the tune. */
function melodyRoles(parts: readonly SynthPart[]): Map<number, MelodyRole> {
  const roles = new Map<number, MelodyRole>();
  const melodic = parts.flatMap((part, index) =>
    part.voice === 'vocal' || part.voice === 'lead' ? [index] : [],
  );
  const main = melodic.find((index) => parts[index]!.voice === 'vocal') ?? melodic[0];
  let others = 0;
  for (const index of melodic) {
    roles.set(index, index === main ? 'main' : others++ % 2 === 0 ? 'answer' : 'arpeggio');
  }
  return roles;
}

function renderPart(
  arrangement: Arrangement,
  part: SynthPart,
  role: MelodyRole | undefined,
  out: Float32Array,
) {
  switch (part.voice) {
    case 'drums':
      return renderDrums(arrangement, out);
    case 'bass':
      return renderBass(arrangement, out);
    case 'strum':
      return renderGuitar(arrangement, out, part.variant ?? 0);
    case 'keys':
      return renderKeys(arrangement, out);
    case 'click':
      return renderClick(arrangement, out);
    case 'vocal':
      return renderMelody(
        arrangement,
        out,
        melodyNotes(arrangement, role ?? 'main', true),
        'voice',
      );
    case 'lead':
      return renderMelody(
        arrangement,
        out,
        melodyNotes(arrangement, role ?? 'main', false),
        part.timbre ?? 'reed',
      );
  }
}

/** Every track of the song at 48 kHz, mono; the same description and parts give the same samples. */
export function synthesiseStems(
  song: SongDescription,
  parts: readonly SynthPart[] = DEFAULT_PARTS,
): SynthesisedSong {
  const arrangement = arrange(song);
  const roles = melodyRoles(parts);
  const tracks = parts.map((part, index) => {
    const out = new Float32Array(arrangement.totalSamples);
    renderPart(arrangement, part, roles.get(index), out);
    // A few samples of fade: no track ends on a cut.
    for (let i = 0; i < 64 && i < out.length; i += 1) out[out.length - 1 - i]! *= i / 64;
    return out;
  });
  const sum = new Float32Array(arrangement.totalSamples);
  parts.forEach((part, index) => {
    if (part.voice === 'click') return;
    const track = tracks[index]!;
    for (let i = 0; i < sum.length; i += 1) sum[i]! += track[i]!;
  });
  const limiter = new Limiter();
  const master = new Float32Array(sum.length);
  const limited = limiter.process(sum);
  master.set(limited);
  master.set(limiter.flush().subarray(0, sum.length - limited.length), limited.length);
  return { arrangement, tracks, master };
}

/** Seconds of a track preview (part 2 §3 preview_mp3_url). */
export const PREVIEW_SECONDS = 20;

/** Where previews start: the first chorus, where a song shows what it is. */
export function previewStart(arrangement: Arrangement): number {
  const chorus = arrangement.sections.find((section) => section.kind === 'chorus');
  const bar = chorus ? chorus.startBar : Math.min(4, arrangement.bars - 1);
  const start = Math.round(bar * arrangement.barSeconds * SAMPLE_RATE);
  return Math.max(0, Math.min(start, arrangement.totalSamples - PREVIEW_SECONDS * SAMPLE_RATE));
}

/** An excerpt with a short fade-in and a longer fade-out. */
export function excerpt(
  signal: Float32Array,
  start: number,
  seconds = PREVIEW_SECONDS,
): Float32Array {
  const out = signal.slice(start, start + Math.round(seconds * SAMPLE_RATE));
  const fadeIn = Math.round(0.05 * SAMPLE_RATE);
  const fadeOut = Math.round(1.5 * SAMPLE_RATE);
  for (let i = 0; i < out.length; i += 1) {
    out[i]! *= Math.min(1, i / fadeIn, (out.length - i) / fadeOut);
  }
  return out;
}
