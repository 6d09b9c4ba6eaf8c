import { encodeMp3 } from '../audio/mp3Encoder';
import { sineWave } from '../audio/test/signals';
import type { Db } from '../db/client';
import { jamTracks, jamTrackTracks } from '../db/schema';
import type { Files } from '../files';

/** Seconds of each stem: long enough that a kill lands mid-render, short enough to be quick. */
export const LONG_SONG_SECONDS = 16;

/**
 * The song the killed-render fault tests render: a master and two stems (440 Hz lead, 110 Hz
 * bass), LONG_SONG_SECONDS of MP3 each, written to the platform's database and files.
 */
export async function insertLongSong(
  platform: { db: Db; files: Files },
  now: Date,
): Promise<{ id: string; trackIds: string[] }> {
  const [jamTrack] = await platform.db
    .insert(jamTracks)
    .values({
      name: 'Long Song',
      nameSlug: 'long-song',
      slug: 'long-song',
      originalArtist: 'The Testers',
      originalArtistSlug: 'the-testers',
      downloadPrice: 300,
      tempoBpm: 120,
      createdAt: now,
    })
    .returning();
  if (!jamTrack) throw new Error('no JamTrack');
  const stem = async (name: string, frequency: number) =>
    (
      await platform.files.putAt(
        `stems/long-song-${name}.mp3`,
        await encodeMp3(sineWave(frequency, LONG_SONG_SECONDS, 0.3)),
      )
    ).key;
  const tracks = await platform.db
    .insert(jamTrackTracks)
    .values([
      {
        jamTrackId: jamTrack.id,
        trackType: 'Master',
        position: 0,
        audioFile: await stem('m', 440),
      },
      {
        jamTrackId: jamTrack.id,
        trackType: 'Track',
        part: 'Lead',
        position: 1,
        audioFile: await stem('g', 440),
      },
      {
        jamTrackId: jamTrack.id,
        trackType: 'Track',
        part: 'Bass line',
        position: 2,
        audioFile: await stem('b', 110),
      },
    ])
    .returning();
  return { id: jamTrack.id, trackIds: tracks.slice(1).map((track) => track.id) };
}
