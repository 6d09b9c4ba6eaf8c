import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import {
  domainText,
  isDomainMessageId,
  JAMTRACK_STANDARD_PRICE_CENTS,
  STUDIO_SECTION_KINDS,
  type StudioSection,
  studioSectionsFileSchema,
  type TrackType,
} from '@backline/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { jamTracks, jamTrackTracks } from '../db/schema';
import { slugify } from '../demo/jamtracks';
import type { Files } from '../files';
import { createStemDecoder } from './decode';
import { masterFormat, SAMPLE_RATE, stemFormat } from './format';
import { previewUrl } from './jamTrackAudio';
import { encodeMp3 } from './mp3Encoder';
import { peaksOf } from './peaks';
import { collapseDualMono, joinAudio, type PlanarAudio, silence } from './samples';
import { excerpt, limitWhole, PREVIEW_SECONDS } from './synth/synthesise';
import { trackAudioKey, trackPreviewKey } from './synthesiseSong';

/** Files the import reads; the content decides the format (a renamed file still works). */
const STEM_EXTENSIONS = new Set(['.wav', '.mp3', '.ogg']);

export interface ImportOptions {
  name?: string;
  artist?: string;
  bpm?: number;
  key?: string;
  /** Cents. */
  price?: number;
  /** The song's sections (a sections file, see readSectionsFile); none when absent. */
  sections?: StudioSection[];
  now: Date;
}

/** How far past the end of the audio a section may reach (rounding in a hand-written file). */
const SECTION_END_TOLERANCE_SECONDS = 0.5;

/**
 * A sections schema's refusal in words: the message is an id of the domain's catalogue (decision
 * 045), answered in English with the section kinds its text names.
 */
function refusalText(message: string): string {
  return isDomainMessageId(message)
    ? domainText(message, { kinds: STUDIO_SECTION_KINDS.join(', ') })
    : message;
}

/**
 * The first problem of a sections file. The file is a list or {sections}, a union: when neither
 * shape takes it (a section's kind off the list), zod answers "Invalid input" for the whole file,
 * so the problem named is the first of the shape that got furthest into the file.
 */
function firstIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const issue = issues[0];
  if (issue?.code !== 'invalid_union') return issue;
  const deepest = issue.errors
    .map((branch) => branch[0])
    .filter((inner) => inner !== undefined)
    .sort((a, b) => b.path.length - a.path.length)[0];
  return deepest ? { ...deepest, path: [...issue.path, ...deepest.path] } : issue;
}

/**
 * A sections file's content (`--sections`): JSON, a list of {kind, start, end, label?} in
 * seconds or {"sections": [...]}, validated by the domain's studioSectionsFileSchema.
 */
export function parseSectionsFile(text: string, name = 'the sections file'): StudioSection[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError(`${name} is not valid JSON`);
  }
  const result = studioSectionsFileSchema.safeParse(json);
  if (!result.success) {
    const issue = firstIssue(result.error.issues);
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ImportError(
      `${name}${where}: ${issue ? refusalText(issue.message) : 'not a list of sections'}`,
    );
  }
  return result.data;
}

interface StemRole {
  trackType: TrackType;
  instrumentId: string | null;
  part: string | null;
}

/** Instruments by the words a stem's file name may hold (first match wins). */
const INSTRUMENT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/acoustic/, 'acoustic-guitar'],
  [/double.?bass|upright/, 'double-bass'],
  [/bass/, 'bass-guitar'],
  [/guitar|gtr/, 'electric-guitar'],
  [/drum|kit|kick|snare/, 'drums'],
  [/perc/, 'percussion'],
  [/piano/, 'piano'],
  [/organ/, 'organ'],
  [/synth/, 'synthesizer'],
  [/key/, 'keyboard'],
  [/backing|bgv|harmony/, 'backing-vocals'],
  [/vocal|vox|voice|sing/, 'voice'],
  [/sax/, 'saxophone'],
  [/trumpet|horn/, 'trumpet'],
  [/violin|fiddle/, 'violin'],
  [/cello/, 'cello'],
  [/flute/, 'flute'],
  [/harmonica/, 'harmonica'],
  [/mandolin/, 'mandolin'],
  [/banjo/, 'banjo'],
];

/** A stem's track type, instrument and part from its file name ("03 Lead Guitar.wav"). */
export function stemRole(fileName: string): StemRole | 'master' {
  const words = basename(fileName, extname(fileName))
    .replace(/^[\d\s._-]+/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  const lower = words.toLowerCase();
  if (/^(master|mix|full ?mix)$/.test(lower)) return 'master';
  if (/click|metronome|count/.test(lower)) {
    return { trackType: 'Click', instrumentId: null, part: null };
  }
  const instrument = INSTRUMENT_WORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? 'other';
  return { trackType: 'Track', instrumentId: instrument, part: words || null };
}

/**
 * Decodes a file from disk, streamed, at 48 kHz: stereo stays stereo, mono (or a stereo file
 * whose two channels are the same) is one channel.
 */
async function decodeFile(path: string): Promise<PlanarAudio> {
  const parts: PlanarAudio[] = [];
  let decoder: Awaited<ReturnType<typeof createStemDecoder>> | null = null;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 65_536 })) {
      const bytes = new Uint8Array(chunk as Buffer);
      decoder ??= await createStemDecoder(bytes);
      parts.push(await decoder.decode(bytes));
    }
    if (!decoder) throw new Error(`${basename(path)} is empty`);
    parts.push(await decoder.end());
  } finally {
    decoder?.free();
  }
  return collapseDualMono(joinAudio(parts));
}

export class ImportError extends Error {
  override name = 'ImportError';
}

/**
 * Imports a folder of recorded stems (WAV, MP3 or Ogg Vorbis, any rate, mono or stereo) as a
 * new JamTrack: each stem stored as a 48 kHz MP3 with its preview, in its own channels (format.ts:
 * stereo keeps its image, mono stays mono), a Master mixed from them (or the folder's own
 * "master"/"mix" file), the click recognised by its name.
 */
export async function importJamTrack(
  deps: { db: Db; files: Files },
  folder: string,
  options: ImportOptions,
): Promise<{ id: string; slug: string; tracks: number; seconds: number }> {
  const entries = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && STEM_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (entries.length === 0) throw new ImportError(`no WAV, MP3 or Ogg files in ${folder}`);

  const name = options.name ?? basename(folder);
  const artist = options.artist ?? 'Unknown Artist';
  const slug = `${slugify(artist)}-${slugify(name)}`;
  const [existing] = await deps.db
    .select({ id: jamTracks.id })
    .from(jamTracks)
    .where(eq(jamTracks.slug, slug));
  if (existing) throw new ImportError(`a JamTrack ${slug} exists already`);

  const jamTrackId = randomUUID();
  interface Decoded {
    id: string;
    role: StemRole | 'master';
    samples: PlanarAudio;
  }
  const decoded: Decoded[] = [];
  for (const file of entries) {
    decoded.push({
      id: randomUUID(),
      role: stemRole(file),
      samples: await decodeFile(join(folder, file)),
    });
  }
  const length = Math.max(...decoded.map((stem) => stem.samples.length));
  let master = decoded.find((stem) => stem.role === 'master');
  if (!master) {
    // Mono stems play in the centre; one stereo stem makes the Master stereo.
    const mixed = decoded.filter(
      (stem) => stem.role !== 'master' && stem.role.trackType !== 'Click',
    );
    const sum = silence(Math.max(1, ...mixed.map((stem) => stem.samples.channels.length)), length);
    for (const stem of mixed) {
      sum.channels.forEach((out, side) => {
        const channels = stem.samples.channels;
        const source = channels[Math.min(side, channels.length - 1)]!;
        for (let i = 0; i < source.length; i += 1) out[i]! += source[i]!;
      });
    }
    master = { id: randomUUID(), role: 'master', samples: limitWhole(sum) };
  }
  const seconds = length / SAMPLE_RATE;
  const sections = options.sections ?? null;
  const late = sections?.find((section) => section.end > seconds + SECTION_END_TOLERANCE_SECONDS);
  if (late) {
    throw new ImportError(
      `the section ${late.label ?? late.kind} ends at ${late.end} s, after the song (${seconds.toFixed(1)} s)`,
    );
  }
  const stems = decoded.filter((stem) => stem.role !== 'master');
  const ordered = [
    master,
    ...stems.filter((stem) => stem.role !== 'master' && stem.role.trackType === 'Track'),
    ...stems.filter((stem) => stem.role !== 'master' && stem.role.trackType === 'Click'),
  ];
  // Previews from a third of the way in: past any intro, where the song shows what it is.
  const previewFrom = Math.max(
    0,
    Math.min(Math.round(length / 3), length - PREVIEW_SECONDS * SAMPLE_RATE),
  );
  for (const stem of ordered) {
    const channels = stem.samples.channels.length;
    const format = stem.role === 'master' ? masterFormat(channels) : stemFormat(channels);
    await deps.files.putAt(trackAudioKey(stem.id), await encodeMp3(stem.samples, format));
    await deps.files.putAt(
      trackPreviewKey(stem.id),
      await encodeMp3(excerpt(stem.samples, previewFrom), format),
    );
  }

  await deps.db.transaction(async (tx) => {
    await tx.insert(jamTracks).values({
      id: jamTrackId,
      name,
      nameSlug: slugify(name),
      slug,
      originalArtist: artist,
      originalArtistSlug: slugify(artist),
      downloadPrice: options.price ?? JAMTRACK_STANDARD_PRICE_CENTS,
      tempoBpm: options.bpm ?? null,
      musicalKey: options.key ?? null,
      durationSeconds: Math.round(seconds),
      sections: sections?.map((section) => ({ ...section, end: Math.min(section.end, seconds) })),
      createdAt: options.now,
    });
    await tx.insert(jamTrackTracks).values(
      ordered.map((stem, position) => {
        const role =
          stem.role === 'master'
            ? { trackType: 'Master' as const, instrumentId: null, part: null }
            : stem.role;
        return {
          id: stem.id,
          jamTrackId,
          ...role,
          position,
          audioFile: trackAudioKey(stem.id),
          previewMp3Url: previewUrl(jamTrackId, stem.id),
          peaks: peaksOf(stem.samples),
        };
      }),
    );
  });
  return { id: jamTrackId, slug, tracks: ordered.length, seconds };
}
