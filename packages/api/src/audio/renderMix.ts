import type { Files, StoredFile } from '../files';
import { runAudioTask } from './audioTask';
import { AUDIO_EXTENSION } from './format';
import { type CountInSettings, type OnRenderStep, RENDER_STEPS, type StemInput } from './render';
import type { StretchQuality } from './stretch';

/** A stem of the JamTrack as a mix uses it (part 2 §3 settings.tracks: id and mute). */
export interface MixStem {
  id: string;
  /** The stem's stored file (jam_track_tracks.audio_file). */
  fileKey: string;
  mute: boolean;
  /** The studio's volume for the stem, 0–1; 1 when absent. */
  volume?: number;
  /** Where the stem sits, −1 left … 1 right (panGains); as recorded when absent. */
  pan?: number;
}

/** A custom mix to render (part 2 §3 mix creation payload, resolved to stored files). */
export interface RenderMixRequest {
  stems: readonly MixStem[];
  /** settings.speed (1 = original tempo). */
  speed: number;
  /** settings.pitch in semitones. */
  semitones: number;
  /** settings['count-in'] on: the song's tempo (and first downbeat) for the clicks. */
  countIn: CountInSettings | null;
  quality?: StretchQuality;
  /** Where the MP3 goes; use mixdownFileKey(packageId) so a retried job rewrites its own file. */
  outputKey: string;
}

export interface RenderMixOptions {
  onStep?: OnRenderStep;
  /** Aborting ends the render at once (its process is killed; nothing is stored). */
  signal?: AbortSignal;
}

export interface RenderedMixFile extends StoredFile {
  seconds: number;
}

/** The output key of a mixdown package: one file per package, whatever the retries. */
export function mixdownFileKey(packageId: string): string {
  return `mixdowns/${packageId.toLowerCase()}.${AUDIO_EXTENSION}`;
}

export class MissingStemError extends Error {
  override name = 'MissingStemError';
}

/**
 * Renders a custom mix in an audio process and stores it at `outputKey` (written under a
 * temporary name and renamed: a crash leaves no half file, a retry overwrites). Muted stems
 * are never read. Steps: the render's 1–9, then 10 once the file is stored.
 */
export async function renderMix(
  files: Files,
  request: RenderMixRequest,
  options: RenderMixOptions = {},
): Promise<RenderedMixFile> {
  // A stem at volume 0 is as good as muted: never read.
  const heard = request.stems.filter((stem) => !stem.mute && (stem.volume ?? 1) > 0);
  // Every stem muted: a silent mix of the song's length (the first stem, at zero gain).
  const sources = heard.length > 0 ? heard : request.stems.slice(0, 1);
  const stems: StemInput[] = [];
  for (const stem of sources) {
    const data = await files.read(stem.fileKey);
    if (!data) throw new MissingStemError(`stem ${stem.id} has no file at ${stem.fileKey}`);
    stems.push({
      data,
      gain: heard.length > 0 ? (stem.volume ?? 1) : 0,
      ...(stem.pan === undefined ? {} : { pan: stem.pan }),
    });
  }
  const mix = await runAudioTask(
    {
      kind: 'render-mix',
      job: {
        stems,
        speed: request.speed,
        semitones: request.semitones,
        countIn: request.countIn,
        ...(request.quality ? { quality: request.quality } : {}),
      },
    },
    options,
  );
  options.signal?.throwIfAborted();
  const stored = await files.putAt(request.outputKey, mix.mp3);
  options.onStep?.({ packaging_steps: RENDER_STEPS, current_packaging_step: RENDER_STEPS });
  return { ...stored, seconds: mix.seconds };
}
