import type { StudioSection } from '@backline/domain';
import { SAMPLE_RATE } from '../format';
import { encodeMp3 } from '../mp3Encoder';
import { peaksOf } from '../peaks';
import { type SongDescription, type SynthPart, songSections } from './song';
import { excerpt, previewStart, synthesiseStems } from './synthesise';

/** A track's full-length MP3, its preview and its waveform peaks (base64, see peaks.ts). */
export interface TrackFiles {
  audio: Uint8Array;
  preview: Uint8Array;
  peaks: string;
}

/** The compressed files of a synthesised song. */
export interface SongFiles {
  seconds: number;
  /** In the parts' order. */
  tracks: TrackFiles[];
  master: TrackFiles;
  /** The song form in seconds (intro, verse, chorus…, outro). */
  sections: StudioSection[];
}

/**
 * Synthesises and encodes a song: each part's full track and preview, and the master's.
 * CPU-bound: runs in the audio process (synthesiseSong starts it).
 */
export async function renderSongFiles(
  song: SongDescription,
  parts: readonly SynthPart[],
): Promise<SongFiles> {
  const { arrangement, tracks, master } = synthesiseStems(song, parts);
  const start = previewStart(arrangement);
  const encode = async (signal: Float32Array): Promise<TrackFiles> => ({
    audio: await encodeMp3(signal),
    preview: await encodeMp3(excerpt(signal, start)),
    peaks: peaksOf(signal),
  });
  const files: TrackFiles[] = [];
  for (const track of tracks) files.push(await encode(track));
  return {
    seconds: arrangement.totalSamples / SAMPLE_RATE,
    tracks: files,
    master: await encode(master),
    sections: songSections(arrangement),
  };
}
