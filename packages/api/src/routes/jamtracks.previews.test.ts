import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { previewUrl } from '../audio/jamTrackAudio';
import { trackPreviewKey } from '../audio/synthesiseSong';
import { jamTrackTracks } from '../db/schema';
import type { DemoJamTrack } from '../demo/jamtracks';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { seedCatalogue } from '../test/store';

let t: TestPlatform;
let jamTrack: DemoJamTrack;
let trackId: string;
const PREVIEW = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

beforeAll(async () => {
  t = await startTestPlatform('audio-previews');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  const catalogue = await seedCatalogue(t);
  jamTrack = catalogue[0]!;
  const [track] = await t.platform.db
    .select({ id: jamTrackTracks.id })
    .from(jamTrackTracks)
    .where(eq(jamTrackTracks.jamTrackId, jamTrack.id))
    .orderBy(asc(jamTrackTracks.position));
  trackId = track!.id;
  await t.platform.files.putAt(trackPreviewKey(trackId), PREVIEW);
  await t.platform.db
    .update(jamTrackTracks)
    .set({ previewMp3Url: previewUrl(jamTrack.id, trackId) })
    .where(eq(jamTrackTracks.id, trackId));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.platform.request(path, { headers });

describe(`GET /api/jamtracks/{id}/tracks/{trackId}/preview.mp3 (${testDatabase})`, () => {
  it('serves the preview to anyone, as MP3, cacheable, with byte ranges', async () => {
    const response = await get(previewUrl(jamTrack.id, trackId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PREVIEW);
  });

  it('answers a range with 206 and only those bytes, and a range past the end with 416', async () => {
    const partial = await get(previewUrl(jamTrack.id, trackId), { range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(PREVIEW.subarray(100, 200));
    const tail = await get(previewUrl(jamTrack.id, trackId), { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    const past = await get(previewUrl(jamTrack.id, trackId), { range: 'bytes=5000-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
  });

  it('is 404 for a track of another JamTrack, a track without audio yet, or no id at all', async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await get(previewUrl(other, trackId))).status).toBe(404);
    const [silent] = await t.platform.db
      .select({ id: jamTrackTracks.id })
      .from(jamTrackTracks)
      .where(eq(jamTrackTracks.jamTrackId, jamTrack.id))
      .orderBy(asc(jamTrackTracks.position))
      .offset(1);
    expect((await get(previewUrl(jamTrack.id, silent!.id))).status).toBe(404);
    expect((await get(`/api/jamtracks/${jamTrack.id}/tracks/not-an-id/preview.mp3`)).status).toBe(
      404,
    );
  });
});
