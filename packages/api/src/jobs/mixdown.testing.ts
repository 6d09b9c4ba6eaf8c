import { SAMPLE_RATE } from '../audio/format';
import { encodeMp3 } from '../audio/mp3Encoder';
import { sineWave } from '../audio/test/signals';
import { jamTracks, jamTrackTracks, purchases } from '../db/schema';
import type { TestPlatform } from '../test/platform';

/* Test fixtures of the mixdown tests: a JamTrack small enough to build in a moment. */

/** Seconds of each synthetic stem: short, so a build takes a moment, not a song's 17 s. */
export const STEM_SECONDS = 2;

export interface TinyJamTrack {
  id: string;
  masterId: string;
  guitarId: string;
  bassId: string;
  clickId: string;
}

/** A JamTrack of three 2-second stems (guitar 440 Hz, bass 110 Hz, click) and a master. */
export async function tinyJamTrack(t: TestPlatform, slug = 'tiny-song'): Promise<TinyJamTrack> {
  const db = t.platform.db;
  const [jamTrack] = await db
    .insert(jamTracks)
    .values({
      name: 'Tiny Song',
      nameSlug: slug,
      slug,
      originalArtist: 'The Testers',
      originalArtistSlug: 'the-testers',
      downloadPrice: 300,
      tempoBpm: 120,
      createdAt: t.clock.now(),
    })
    .returning();
  if (!jamTrack) throw new Error('no JamTrack');
  const files = t.platform.files;
  const stem = async (name: string, signal: Float32Array) =>
    (await files.putAt(`stems/${slug}-${name}.mp3`, await encodeMp3(signal))).key;
  const tracks = await db
    .insert(jamTrackTracks)
    .values([
      {
        jamTrackId: jamTrack.id,
        trackType: 'Master' as const,
        position: 0,
        audioFile: await stem('master', sineWave(440, STEM_SECONDS, 0.3)),
      },
      {
        jamTrackId: jamTrack.id,
        trackType: 'Track' as const,
        part: 'Lead',
        position: 1,
        audioFile: await stem('guitar', sineWave(440, STEM_SECONDS, 0.3)),
      },
      {
        jamTrackId: jamTrack.id,
        trackType: 'Track' as const,
        part: 'Bass line',
        position: 2,
        audioFile: await stem('bass', sineWave(110, STEM_SECONDS, 0.3)),
      },
      {
        jamTrackId: jamTrack.id,
        trackType: 'Click' as const,
        position: 3,
        audioFile: await stem('click', new Float32Array(STEM_SECONDS * SAMPLE_RATE)),
      },
    ])
    .returning();
  const [master, guitar, bass, click] = tracks;
  if (!master || !guitar || !bass || !click) throw new Error('no tracks');
  return {
    id: jamTrack.id,
    masterId: master.id,
    guitarId: guitar.id,
    bassId: bass.id,
    clickId: click.id,
  };
}

/** Makes `userId` an owner of the JamTrack (a free purchase). */
export async function own(t: TestPlatform, userId: string, jamTrackId: string) {
  await t.platform.db
    .insert(purchases)
    .values({ userId, jamTrackId, pricePaid: 0, createdAt: t.clock.now() });
}
