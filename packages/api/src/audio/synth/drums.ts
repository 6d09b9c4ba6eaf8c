import type { Random } from '../../demo/random';
import { SAMPLE_RATE } from '../format';
import { panGains } from '../samples';
import type { Arrangement } from './song';
import { sine } from './voice';

/** One drum sound, rendered once and placed at every hit. */
function renderHit(seconds: number, voice: (t: number, noise: number) => number, random: Random) {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i += 1) out[i] = voice(i / SAMPLE_RATE, random.next() * 2 - 1);
  return out;
}

/** A first-difference high-pass, applied `times` times: turns noise into hiss. */
function highPass(signal: Float32Array, times: number): Float32Array {
  for (let pass = 0; pass < times; pass += 1) {
    let previous = 0;
    for (let i = 0; i < signal.length; i += 1) {
      const x = signal[i]!;
      signal[i] = (x - previous) * 0.5;
      previous = x;
    }
  }
  return signal;
}

/** A kit's left and right channels. */
export type StereoOut = readonly [left: Float32Array, right: Float32Array];

/**
 * Where each drum sits (panGains), as a drummer's kit is heard from the audience: kick and snare
 * (the snare a touch left), the hi-hat to one side, the crash to the other.
 */
const KIT_PLACES = { kick: 0, snare: -0.1, hat: 0.6, crash: -0.5 } as const;

function place(
  out: StereoOut,
  hit: Float32Array,
  seconds: number,
  level: number,
  position: number,
) {
  // The kit's overall level: hits that coincide stay under full scale.
  const [leftGain, rightGain] = panGains(position);
  const [left, right] = out;
  const start = Math.round(seconds * SAMPLE_RATE);
  const end = Math.min(left.length, start + hit.length);
  for (let i = Math.max(0, start); i < end; i += 1) {
    const sample = hit[i - start]! * level * 0.8;
    left[i]! += sample * leftGain;
    right[i]! += sample * rightGain;
  }
}

/** Kick on one and three (with pickups in choruses), snare on two and four, hats in eighths. */
export function renderDrums(arrangement: Arrangement, out: StereoOut): void {
  const random = arrangement.random('drums');
  const kick = renderHit(
    0.4,
    (t) => {
      // A falling pitch: the thump of a kick drum.
      const phase = 50 * t + 100 * 0.03 * (1 - Math.exp(-t / 0.03));
      return sine(phase) * Math.exp(-t / 0.22) * Math.min(1, t / 0.002);
    },
    random,
  );
  const snare = renderHit(
    0.3,
    (t, noise) => (0.55 * noise + 0.45 * sine(190 * t)) * Math.exp(-t / 0.09),
    random,
  );
  const hat = highPass(
    renderHit(0.08, (t, noise) => noise * Math.exp(-t / 0.025), random),
    2,
  );
  const openHat = highPass(
    renderHit(0.35, (t, noise) => noise * Math.exp(-t / 0.12), random),
    2,
  );
  const crash = highPass(
    renderHit(2, (t, noise) => noise * Math.exp(-t / 0.8), random),
    1,
  );
  const beat = arrangement.beatSeconds;
  for (const section of arrangement.sections) {
    for (let bar = section.startBar; bar < section.startBar + section.bars; bar += 1) {
      const t0 = bar * arrangement.barSeconds;
      const busy = section.kind === 'chorus';
      if (bar === section.startBar && section.kind !== 'intro')
        place(out, crash, t0, 0.22, KIT_PLACES.crash);
      if (section.kind === 'ending') {
        place(out, kick, t0, 0.5, KIT_PLACES.kick);
        continue;
      }
      place(out, kick, t0, 0.5, KIT_PLACES.kick);
      place(out, kick, t0 + 2 * beat, 0.45, KIT_PLACES.kick);
      if (busy || random.chance(0.3)) place(out, kick, t0 + 2.5 * beat, 0.35, KIT_PLACES.kick);
      if (section.kind !== 'intro' || bar >= section.startBar + 2) {
        place(out, snare, t0 + beat, 0.32, KIT_PLACES.snare);
        place(out, snare, t0 + 3 * beat, 0.34, KIT_PLACES.snare);
      }
      for (let eighth = 0; eighth < 8; eighth += 1) {
        const open = busy && eighth === 7;
        const accent = eighth % 2 === 0 ? 1 : 0.65;
        place(out, open ? openHat : hat, t0 + eighth * 0.5 * beat, 0.28 * accent, KIT_PLACES.hat);
      }
      // A snare fill into the next section.
      const last = bar === section.startBar + section.bars - 1;
      if (last && section.kind !== 'outro') {
        for (const sixteenth of [12, 13, 14, 15]) {
          place(
            out,
            snare,
            t0 + sixteenth * 0.25 * beat,
            0.16 + sixteenth * 0.01,
            KIT_PLACES.snare,
          );
        }
      }
    }
  }
}
