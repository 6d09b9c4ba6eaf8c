import { RECORDING_PREFS, trialEndsAt } from '@backline/domain';
import { DAY_MS, type DemoMusician, type MusicianOptions } from './generate';
import { createRandom } from './random';

/**
 * The demo account printed at start. Its password is public on purpose (README): demo data is
 * never loaded in production unless DEMO_DATA=on says so. Every demo musician shares it, so a
 * tester can also sign in as any of them (their addresses are `first.last.<n>@demo.backline.test`).
 */
export const DEMO_EMAIL = 'demo@backline.test';
export const DEMO_PASSWORD = 'backline-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.backline.test';

export interface DemoLogin {
  email: string;
  password: string;
}

/** How long ago the demo account signed up: inside the 30-day trial, so the trial shows. */
export const DEMO_ACCOUNT_AGE_DAYS = 18;

/**
 * Alex Rivera, a guitarist and singer in Austin (Texas): a complete profile with five
 * instruments (the list shows four before "More"), a biography over 310 characters, every
 * interest with rates, bands, samples and presences.
 */
export function demoAccount(options: MusicianOptions): DemoMusician {
  const random = createRandom(options.seed, 'demo-account');
  const id = random.uuid();
  const { now } = options;
  const createdAt = new Date(
    Math.round((now.getTime() - DEMO_ACCOUNT_AGE_DAYS * DAY_MS) / 1000) * 1000,
  );
  const austin = options.places.find('US', 'TX', 'Austin');
  return {
    index: -1,
    language: 'en',
    culture: 'english',
    user: {
      id,
      firstName: 'Alex',
      lastName: 'Rivera',
      email: DEMO_EMAIL,
      passwordHash: options.passwordHash,
      emailConfirmedAt: createdAt,
      photoUrl: null,
      v2PhotoUploaded: false,
      v2PhotoUrl: null,
      termsAcceptedAt: createdAt,
      createdAt,
      updatedAt: now,
      biography:
        "Guitarist and singer from Austin, Texas. I grew up between my dad's blues records and my " +
        "mom's boleros, so my playing lands somewhere between Stevie Ray Vaughan and Los Lobos. " +
        "I've played the 6th Street bars for ten years, toured the Southwest with two bands and " +
        'teach a few students online. These days I am looking for a steady drummer and bass player ' +
        'for weekly online jams, and for co-writers who like a bit of Latin groove in their rock.',
      website: 'https://alexrivera.music',
      skillLevel: 2,
      country: austin.country,
      state: austin.state,
      city: austin.city,
      latitude: austin.latitude,
      longitude: austin.longitude,
      audioLatency: 6.5,
      lastActiveAt: now,
      online: false,
      presenceExpiresAt: null,
      paidSessions: true,
      paidSessionsHourlyRate: 7_500,
      paidSessionsDailyRate: 45_000,
      freeSessions: true,
      cowriting: true,
      cowritingPurpose: 2,
      traditionalBand: true,
      traditionalBandCommitment: 2,
      traditionalBandTouring: false,
      virtualBand: true,
      virtualBandCommitment: 3,
      subscribeEmail: true,
      acceptDesktopNotifications: false,
      recordingPref: RECORDING_PREFS.myAudio,
    },
    instruments: [
      ['electric-guitar', 3],
      ['acoustic-guitar', 3],
      ['voice', 2],
      ['keyboard', 2],
      ['bass-guitar', 1],
    ].map(([instrumentId, proficiencyLevel], priority) => ({
      userId: id,
      instrumentId: instrumentId as string,
      proficiencyLevel: proficiencyLevel as 1 | 2 | 3,
      priority,
    })),
    genres: ['rock', 'blues', 'latin', 'funk'].map((genreId) => ({
      userId: id,
      genreId,
      genreType: 'profile',
      playerType: null,
    })),
    bands: [
      {
        id: random.uuid(),
        userId: id,
        name: 'The Rusty Lanterns',
        website: 'https://rustylanterns.com',
        position: 0,
      },
      { id: random.uuid(), userId: id, name: 'Rivera Trio', website: null, position: 1 },
    ],
    performanceSamples: [
      {
        id: random.uuid(),
        userId: id,
        serviceType: 'backline',
        claimedRecordingId: random.uuid(),
        claimedRecordingName: 'Live in the lobby',
        position: 0,
      },
      {
        id: random.uuid(),
        userId: id,
        serviceType: 'soundcloud',
        claimedRecordingName: 'Border town blues',
        url: 'https://soundcloud.com/alexrivera/border-town-blues',
        position: 1,
      },
      {
        id: random.uuid(),
        userId: id,
        serviceType: 'youtube',
        claimedRecordingName: 'Duo session',
        url: 'https://www.youtube.com/watch?v=aLeXr1v3r4s',
        position: 2,
      },
    ],
    onlinePresences: (['soundcloud', 'youtube', 'bandcamp'] as const).map((serviceType) => ({
      id: random.uuid(),
      userId: id,
      serviceType,
      username: 'alexriveramusic',
    })),
    subscription: {
      userId: id,
      planCode: null,
      trialEndsAt: trialEndsAt(createdAt),
      createdAt,
      updatedAt: createdAt,
    },
  };
}
