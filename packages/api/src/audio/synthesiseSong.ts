import type { StudioSection } from '@backline/domain';
import type { Files } from '../files';
import { runAudioTask } from './audioTask';
import { AUDIO_EXTENSION } from './format';
import { type SongDescription, type SynthPart, validateSong } from './synth/song';

/** A track to synthesise: its row id (its files are named after it) and what it plays. */
export interface SongTrack {
  id: string;
  /** 'master': every other part but the click, mixed. */
  part: SynthPart | 'master';
}

export interface StoredTrackFiles {
  id: string;
  audioKey: string;
  previewKey: string;
  /** Waveform peaks, base64 (peaks.ts); absent from stand-ins that store no real audio. */
  peaks?: string;
}

/** A stored track's full-length MP3: one file per track id, rewritten by a retry. */
export const trackAudioKey = (trackId: string) =>
  `stems/${trackId.toLowerCase()}.${AUDIO_EXTENSION}`;
export const trackPreviewKey = (trackId: string) =>
  `stems/${trackId.toLowerCase()}-preview.${AUDIO_EXTENSION}`;

/**
 * Synthesises a song in an audio process (off the event loop) and stores every track's MP3
 * and preview under keys derived from the track ids.
 */
export async function synthesiseSong(
  files: Files,
  song: SongDescription,
  tracks: readonly SongTrack[],
  options: { signal?: AbortSignal } = {},
): Promise<{ seconds: number; tracks: StoredTrackFiles[]; sections?: StudioSection[] }> {
  validateSong(song);
  const parts = tracks.flatMap((track) => (track.part === 'master' ? [] : [track.part]));
  const rendered = await runAudioTask({ kind: 'synthesise-song', song, parts }, options);
  const stored: StoredTrackFiles[] = [];
  let partIndex = 0;
  for (const track of tracks) {
    const trackFiles = track.part === 'master' ? rendered.master : rendered.tracks[partIndex++]!;
    const audio = await files.putAt(trackAudioKey(track.id), trackFiles.audio);
    const preview = await files.putAt(trackPreviewKey(track.id), trackFiles.preview);
    stored.push({
      id: track.id,
      audioKey: audio.key,
      previewKey: preview.key,
      peaks: trackFiles.peaks,
    });
  }
  return { seconds: rendered.seconds, tracks: stored, sections: rendered.sections };
}
