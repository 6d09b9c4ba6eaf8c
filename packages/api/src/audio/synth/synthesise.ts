import { addAt, clickSound } from '../clicks';
import { SAMPLE_RATE } from '../format';
import { Limiter } from '../limiter';
import { asPlanar, type PlanarAudio, panGains, planar, silence } from '../samples';
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
  /** One track per part, in the parts' order: stereo where the part sits off centre. */
  tracks: PlanarAudio[];
  /** Every track but the click, summed (stereo) and limited. */
  master: PlanarAudio;
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

/**
 * Where a part sits (panGains), as a small band is heard from the audience: bass, singer, the
 * tune and the click in the middle; the first guitar left and a second one right; keys right;
 * the lead's answer a little left, its arpeggio a little right. The drums place each drum
 * themselves (drums.ts).
 */
export function placeOf(part: SynthPart, role: MelodyRole | undefined): number {
  switch (part.voice) {
    case 'strum':
      return (part.variant ?? 0) % 2 === 0 ? -0.6 : 0.6;
    case 'keys':
      return 0.5;
    case 'lead':
      return role === 'answer' ? -0.3 : role === 'arpeggio' ? 0.3 : 0;
    default:
      return 0;
  }
}

/** A mono part at its place: one channel in the centre (stored mono), else two. */
function atPlace(signal: Float32Array, position: number): PlanarAudio {
  if (position === 0) return planar([signal]);
  const [leftGain, rightGain] = panGains(position);
  const left = new Float32Array(signal.length);
  const right = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i += 1) {
    left[i] = signal[i]! * leftGain;
    right[i] = signal[i]! * rightGain;
  }
  return planar([left, right]);
}

function renderPart(
  arrangement: Arrangement,
  part: SynthPart,
  role: MelodyRole | undefined,
): PlanarAudio {
  if (part.voice === 'drums') {
    const kit = silence(2, arrangement.totalSamples);
    renderDrums(arrangement, kit.channels as [Float32Array, Float32Array]);
    return kit;
  }
  const out = new Float32Array(arrangement.totalSamples);
  renderMonoPart(arrangement, part, role, out);
  return atPlace(out, placeOf(part, role));
}

function renderMonoPart(
  arrangement: Arrangement,
  part: SynthPart,
  role: MelodyRole | undefined,
  out: Float32Array,
) {
  switch (part.voice) {
    case 'drums':
      throw new Error('the drums are rendered in stereo');
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

/**
 * Every track of the song at 48 kHz, each at its place in the stereo image (mono in the
 * centre); the same description and parts give the same samples.
 */
export function synthesiseStems(
  song: SongDescription,
  parts: readonly SynthPart[] = DEFAULT_PARTS,
): SynthesisedSong {
  const arrangement = arrange(song);
  const roles = melodyRoles(parts);
  const tracks = parts.map((part, index) => {
    const track = renderPart(arrangement, part, roles.get(index));
    // A few samples of fade: no track ends on a cut.
    for (const out of track.channels) {
      for (let i = 0; i < 64 && i < out.length; i += 1) out[out.length - 1 - i]! *= i / 64;
    }
    return track;
  });
  const sum = silence(2, arrangement.totalSamples);
  parts.forEach((part, index) => {
    if (part.voice === 'click') return;
    const track = tracks[index]!;
    sum.channels.forEach((out, side) => {
      const source = track.channels[Math.min(side, track.channels.length - 1)]!;
      for (let i = 0; i < out.length; i += 1) out[i]! += source[i]!;
    });
  });
  return { arrangement, tracks, master: limitWhole(sum) };
}

/** The whole signal through the limiter, as long as it was. */
export function limitWhole(audio: PlanarAudio): PlanarAudio {
  const limiter = new Limiter(audio.channels.length);
  const limited = limiter.process(audio);
  const tail = limiter.flush();
  return planar(
    audio.channels.map((_, channel) => {
      const out = new Float32Array(audio.length);
      out.set(limited.channels[channel]!);
      out.set(tail.channels[channel]!.subarray(0, audio.length - limited.length), limited.length);
      return out;
    }),
  );
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

/** An excerpt with a short fade-in and a longer fade-out, of every channel. */
export function excerpt(
  signal: Float32Array | PlanarAudio,
  start: number,
  seconds = PREVIEW_SECONDS,
): PlanarAudio {
  const fadeIn = Math.round(0.05 * SAMPLE_RATE);
  const fadeOut = Math.round(1.5 * SAMPLE_RATE);
  return planar(
    asPlanar(signal).channels.map((channel) => {
      const out = channel.slice(start, start + Math.round(seconds * SAMPLE_RATE));
      for (let i = 0; i < out.length; i += 1) {
        out[i]! *= Math.min(1, i / fadeIn, (out.length - i) / fadeOut);
      }
      return out;
    }),
  );
}
