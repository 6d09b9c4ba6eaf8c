import { createHash } from 'node:crypto';
import { JAMTRACK_STANDARD_PRICE_CENTS, type TrackType } from '@backline/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { demoDataLoads, jamTracks, jamTrackTracks, purchases } from '../db/schema';

/**
 * The demo JamTracks catalogue: 16 made-up artists with 5 songs each (80 titles), so search by
 * artist, autocomplete and paging (10 per page) have something to show. Fixed text, no
 * randomness: the same catalogue on every machine. Ids derive from the slugs, so the audio part
 * can address a song by slug or id across databases.
 */

type StemTemplate = readonly (readonly [instrumentId: string, part: string])[];

const STEMS = {
  rock: [
    ['drums', 'Drums'],
    ['bass-guitar', 'Bass'],
    ['electric-guitar', 'Rhythm'],
    ['electric-guitar', 'Lead'],
    ['voice', 'Vocal line'],
  ],
  pop: [
    ['drums', 'Drums'],
    ['bass-guitar', 'Bass'],
    ['keyboard', 'Keys'],
    ['acoustic-guitar', 'Strum'],
    ['voice', 'Vocal line'],
  ],
  jazz: [
    ['drums', 'Brushes'],
    ['double-bass', 'Walking bass'],
    ['piano', 'Comping'],
    ['saxophone', 'Melody'],
  ],
  blues: [
    ['drums', 'Shuffle'],
    ['bass-guitar', 'Bass'],
    ['electric-guitar', 'Lead'],
    ['organ', 'Organ'],
    ['harmonica', 'Fills'],
  ],
  funk: [
    ['drums', 'Drums'],
    ['bass-guitar', 'Slap bass'],
    ['electric-guitar', 'Chicken scratch'],
    ['synthesizer', 'Synth'],
    ['trumpet', 'Horn line'],
  ],
  country: [
    ['drums', 'Drums'],
    ['bass-guitar', 'Bass'],
    ['acoustic-guitar', 'Rhythm'],
    ['steel-guitar', 'Steel'],
    ['voice', 'Vocal line'],
  ],
  folk: [
    ['acoustic-guitar', 'Fingerpicking'],
    ['mandolin', 'Mandolin'],
    ['double-bass', 'Bass'],
    ['violin', 'Fiddle'],
    ['voice', 'Vocal line'],
  ],
} as const satisfies Record<string, StemTemplate>;

type Style = keyof typeof STEMS;

interface DemoArtist {
  name: string;
  genreId: string;
  style: Style;
  songs: readonly string[];
}

const ARTISTS: readonly DemoArtist[] = [
  {
    name: 'The Amber Lights',
    genreId: 'rock',
    style: 'rock',
    songs: ['Northbound', 'Glass Harbor', 'Paper Crowns', 'Loud Little Town', 'Slow Burn Summer'],
  },
  {
    name: 'Velvet Static',
    genreId: 'alternative-rock',
    style: 'rock',
    songs: ['Antenna Heart', 'Static Bloom', 'Neon Undertow', 'Low Orbit', 'Quiet Riot Girl'],
  },
  {
    name: 'Iron Meridian',
    genreId: 'hard-rock',
    style: 'rock',
    songs: ['Thunder Road Home', 'Steel Horizon', 'Black Canyon', 'Ride the Fault Line', 'Furnace'],
  },
  {
    name: 'Luna Vega',
    genreId: 'pop',
    style: 'pop',
    songs: ['Midnight Postcard', 'Golden Hour', 'Say It Twice', 'Satellite Dancing', 'Cherry Soda'],
  },
  {
    name: 'Marisol y Los Faros',
    genreId: 'latin',
    style: 'pop',
    songs: ['Corazón de Neón', 'La Última Ola', 'Bailando Sola', 'Faro del Sur', 'Verano Eterno'],
  },
  {
    name: 'Hollow Pines',
    genreId: 'indie',
    style: 'pop',
    songs: ['Cardboard Castle', 'Weather Vane', 'Kites in November', 'Small Hours', 'Lanterns'],
  },
  {
    name: 'Blue Parlor Trio',
    genreId: 'jazz',
    style: 'jazz',
    songs: ['Parlor Waltz', 'Blue in the Afternoon', 'Lamplight', 'Rainy Sixth Avenue', 'Softly'],
  },
  {
    name: 'Nina Okafor Quartet',
    genreId: 'jazz',
    style: 'jazz',
    songs: ['Lagos Nocturne', 'Minor Detour', 'Second Line Swing', 'Indigo Steps', 'Harmattan'],
  },
  {
    name: 'Delta Smoke',
    genreId: 'blues',
    style: 'blues',
    songs: ['Muddy Water Morning', 'Crossroads Diner', 'Smoke and Rye', 'Levee Blues', 'Hellhound'],
  },
  {
    name: 'Big Ray Holloway',
    genreId: 'blues',
    style: 'blues',
    songs: [
      'Twelve Bar Prayer',
      'Chicago Rain',
      'Whiskey Lullaby',
      'Shuffle On Home',
      'Bottleneck',
    ],
  },
  {
    name: 'Groove Republic',
    genreId: 'funk',
    style: 'funk',
    songs: ['Get Up Stay Up', 'Pocket Change', 'Disco Ballot', 'Brass Tacks', 'Uptown Strut'],
  },
  {
    name: 'The Soul Mechanics',
    genreId: 'rnb-soul',
    style: 'funk',
    songs: ['Oil and Gears', 'Sweet Machine', 'Sunday Service', 'Velvet Engine', 'Tune Me Up'],
  },
  {
    name: 'Dusty Creek Band',
    genreId: 'country',
    style: 'country',
    songs: ['Gravel Road Goodbye', 'Porch Light', 'Two Lane Heart', 'Tumbleweed Town', 'Rodeo'],
  },
  {
    name: 'Callie Mae Brooks',
    genreId: 'country',
    style: 'country',
    songs: ['Honeysuckle', 'Wildflower Wire', 'Pickup Truck Prayer', 'Red Dirt Rain', 'Homespun'],
  },
  {
    name: 'Willow & Wren',
    genreId: 'folk',
    style: 'folk',
    songs: ['Fieldnotes', 'The Ferryman', 'Winter Orchard', 'Salt and Timber', 'Hollow Oak'],
  },
  {
    name: 'Los Hermanos Cielo',
    genreId: 'latin',
    style: 'folk',
    songs: ['Camino Real', 'Luna de Papel', 'El Viajero', 'Río Manso', 'Canción del Alba'],
  },
];

const KEYS = ['C', 'G', 'D', 'A', 'E', 'F', 'Bb', 'Eb', 'Am', 'Em', 'Dm', 'Bm'] as const;
const TEMPO_BY_STYLE: Record<Style, readonly [number, number]> = {
  rock: [96, 150],
  pop: [90, 128],
  jazz: [80, 180],
  blues: [70, 120],
  funk: [96, 118],
  country: [84, 140],
  folk: [72, 120],
};

/** `Corazón de Neón` → `corazon-de-neon`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A stable UUID (version 4 layout) from a name: the same slug gives the same id everywhere. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`backline-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DemoTrack {
  id: string;
  trackType: TrackType;
  part: string | null;
  instrumentId: string | null;
  position: number;
}

export interface DemoJamTrack {
  id: string;
  name: string;
  nameSlug: string;
  slug: string;
  originalArtist: string;
  originalArtistSlug: string;
  genreId: string;
  downloadPrice: number;
  allowFree: boolean;
  tempoBpm: number;
  musicalKey: string;
  releaseYear: number;
  tracks: DemoTrack[];
}

/**
 * The catalogue, in artist order. Prices: mostly $3.00 (part 2 §9), every seventh $1.99 and
 * every eleventh $3.99; the $3.99 ones are not offered as the free first JamTrack.
 */
export function demoCatalogue(): DemoJamTrack[] {
  const catalogue: DemoJamTrack[] = [];
  ARTISTS.forEach((artist, artistIndex) => {
    const artistSlug = slugify(artist.name);
    artist.songs.forEach((song, songIndex) => {
      const index = artistIndex * artist.songs.length + songIndex;
      const nameSlug = slugify(song);
      const slug = `${artistSlug}-${nameSlug}`;
      const premium = index % 11 === 10;
      const price = premium ? 399 : index % 7 === 6 ? 199 : JAMTRACK_STANDARD_PRICE_CENTS;
      const [low, high] = TEMPO_BY_STYLE[artist.style];
      const stems = STEMS[artist.style];
      const parts: Omit<DemoTrack, 'id' | 'position'>[] = [
        { trackType: 'Master', part: null, instrumentId: null },
        ...stems.map(([instrumentId, part]) => ({
          trackType: 'Track' as const,
          part,
          instrumentId,
        })),
        { trackType: 'Click', part: null, instrumentId: null },
      ];
      const tracks: DemoTrack[] = parts.map((track, position) => ({
        ...track,
        id: stableUuid(`${slug}/track/${position}`),
        position,
      }));
      catalogue.push({
        id: stableUuid(slug),
        name: song,
        nameSlug,
        slug,
        originalArtist: artist.name,
        originalArtistSlug: artistSlug,
        genreId: artist.genreId,
        downloadPrice: price,
        allowFree: !premium,
        tempoBpm: low + ((index * 37) % (high - low + 1)),
        musicalKey: KEYS[(index * 5) % KEYS.length] ?? 'C',
        releaseYear: 1968 + ((index * 13) % 56),
        tracks,
      });
    });
  });
  return catalogue;
}

/** Writes catalogue entries (and their tracks); entries already there are left alone. */
export async function insertCatalogue(db: Db | Tx, catalogue: DemoJamTrack[], now: Date) {
  if (catalogue.length === 0) return;
  await db
    .insert(jamTracks)
    .values(catalogue.map(({ tracks: _tracks, ...jamTrack }) => ({ ...jamTrack, createdAt: now })))
    .onConflictDoNothing();
  await db
    .insert(jamTrackTracks)
    .values(
      catalogue.flatMap((jamTrack) =>
        jamTrack.tracks.map((track) => ({ ...track, jamTrackId: jamTrack.id })),
      ),
    )
    .onConflictDoNothing();
}

/** The marker of the catalogue's load in `demo_data_loads`. */
export const DEMO_CATALOGUE_SET = 'jamtracks-catalogue';
/** The demo account owns these (My JamTracks is not empty); its free JamTrack stays unused. */
const DEMO_ACCOUNT_OWNS = [
  'the-amber-lights-northbound',
  'blue-parlor-trio-parlor-waltz',
  'delta-smoke-levee-blues',
];

/**
 * Loads the demo catalogue once per database (its own marker row), and gives the demo account
 * of the musicians' data set (when it exists) a few JamTracks. Returns how many JamTracks were written (0: already there).
 */
export async function loadDemoCatalogue(
  db: Db,
  now: Date,
  musiciansDataSet: string,
): Promise<number> {
  const catalogue = demoCatalogue();
  return db.transaction(async (tx) => {
    const [musicians] = await tx
      .select({ demoUserId: demoDataLoads.demoUserId })
      .from(demoDataLoads)
      .where(eq(demoDataLoads.name, musiciansDataSet));
    const demoUserId = musicians?.demoUserId ?? null;
    const [marker] = await tx
      .insert(demoDataLoads)
      .values({ name: DEMO_CATALOGUE_SET, seed: 0, musicians: 0, loadedAt: now })
      .onConflictDoNothing()
      .returning({ name: demoDataLoads.name });
    if (!marker) return 0;
    await insertCatalogue(tx, catalogue, now);
    if (demoUserId) {
      const owned = catalogue.filter((jamTrack) => DEMO_ACCOUNT_OWNS.includes(jamTrack.slug));
      await tx
        .insert(purchases)
        .values(
          owned.map((jamTrack, index) => ({
            userId: demoUserId,
            jamTrackId: jamTrack.id,
            pricePaid: jamTrack.downloadPrice,
            createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
          })),
        )
        .onConflictDoNothing();
      await tx
        .update(demoDataLoads)
        .set({ demoUserId })
        .where(eq(demoDataLoads.name, DEMO_CATALOGUE_SET));
    }
    return catalogue.length;
  });
}
