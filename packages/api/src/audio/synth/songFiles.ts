import type { StudioSection } from '@backline/domain';
import { type Mp3Format, masterFormat, SAMPLE_RATE, stemFormat } from '../format';
import { encodeMp3 } from '../mp3Encoder';
import { peaksOf } from '../peaks';
import type { PlanarAudio } from '../samples';
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
 * Synthesises and encodes a song: each part's full track and preview (stereo parts in the
 * stereo stem format, centred ones mono), and the master's (stereo, the download format).
 * CPU-bound: runs in the audio process (synthesiseSong starts it).
 */
export async function renderSongFiles(
  song: SongDescription,
  parts: readonly SynthPart[],
): Promise<SongFiles> {
  const { arrangement, tracks, master } = synthesiseStems(song, parts);
  const start = previewStart(arrangement);
  const encode = async (audio: PlanarAudio, format: Mp3Format): Promise<TrackFiles> => ({
    audio: await encodeMp3(audio, format),
    preview: await encodeMp3(excerpt(audio, start), format),
    peaks: peaksOf(audio),
  });
  const files: TrackFiles[] = [];
  for (const track of tracks) files.push(await encode(track, stemFormat(track.channels.length)));
  return {
    seconds: arrangement.totalSamples / SAMPLE_RATE,
    tracks: files,
    master: await encode(master, masterFormat(master.channels.length)),
    sections: songSections(arrangement),
  };
}
