import type { Profile, ProfileUpdate } from '@backline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genres, instruments, userGenres, userInstruments, users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { cityLocation, countryExists, listCities, listRegions } from '../reference/places';
import { type FieldErrors, fieldRefusals, ServiceError } from './errors';
import { loadProfile } from './people';

/** Field texts only the server can decide (the form rules and their texts live in the domain). */
export const PROFILE_ERRORS = {
  unknownCountry: 'Choose a country from the list.',
  unknownState: 'Choose a state or region of the chosen country.',
  unknownCity: 'Choose a city of the chosen state or region.',
  unknownInstrument: 'Choose instruments from the list.',
  repeatedInstrument: 'Each instrument can be listed once.',
  unknownGenre: 'Choose genres from the list.',
  repeatedGenre: 'Each genre can be listed once.',
} as const;

const orNull = (text: string) => (text === '' ? null : text);

interface Place {
  country: string | null;
  state: string | null;
  city: string | null;
}

/**
 * The place after this update. Autosave sends only what changed, so a new country clears the
 * state and city it no longer contains, and a new state clears the city — unless they were sent.
 */
function nextPlace(current: Place, update: ProfileUpdate): Place {
  const country = update.country === undefined ? current.country : orNull(update.country);
  const countryChanged = country !== current.country;
  let state = update.state === undefined ? current.state : orNull(update.state);
  if (update.state === undefined && countryChanged) state = null;
  const stateChanged = state !== current.state;
  let city = update.city === undefined ? current.city : orNull(update.city);
  if (update.city === undefined && (countryChanged || stateChanged)) city = null;
  return { country: country?.toUpperCase() ?? null, state, city };
}

/** Checks the place against the reference lists (GET /countries, /regions, /cities). */
async function placeErrors(place: Place): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (place.country === null) {
    if (place.state !== null) errors.state = [PROFILE_ERRORS.unknownState];
    if (place.city !== null) errors.city = [PROFILE_ERRORS.unknownCity];
    return errors;
  }
  if (!(await countryExists(place.country))) return { country: [PROFILE_ERRORS.unknownCountry] };
  const regions = (await listRegions(place.country)) ?? [];
  if (place.state !== null && !regions.some((region) => region.region === place.state)) {
    return { state: [PROFILE_ERRORS.unknownState] };
  }
  if (place.city !== null) {
    // A country with regions needs one before a city; one without lists its cities directly.
    const cities =
      regions.length > 0 && place.state === null
        ? null
        : await listCities(place.country, place.state ?? undefined);
    if (cities?.kind !== 'cities' || !cities.cities.includes(place.city)) {
      errors.city = [PROFILE_ERRORS.unknownCity];
    }
  }
  return errors;
}

async function listErrors(db: Db, update: ProfileUpdate): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (update.instruments) {
    const ids = update.instruments.map((instrument) => instrument.instrument_id);
    if (new Set(ids).size !== ids.length) errors.instruments = [PROFILE_ERRORS.repeatedInstrument];
    else if (ids.length > 0) {
      const known = await db
        .select({ id: instruments.id })
        .from(instruments)
        .where(inArray(instruments.id, ids));
      if (known.length !== ids.length) errors.instruments = [PROFILE_ERRORS.unknownInstrument];
    }
  }
  if (update.genres) {
    const ids = update.genres.map((genre) => genre.genre_id);
    if (new Set(ids).size !== ids.length) errors.genres = [PROFILE_ERRORS.repeatedGenre];
    else if (ids.length > 0) {
      const known = await db.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
      if (known.length !== ids.length) errors.genres = [PROFILE_ERRORS.unknownGenre];
    }
  }
  return errors;
}

/**
 * POST /users/{id}: saves the fields sent (autosave sends what changed) and answers the whole
 * profile as GET /users/{id}/profile does. Instruments and genres, when sent, replace the
 * person's lists.
 */
export async function updateProfile(
  deps: Pick<ApiDeps, 'db' | 'clock'>,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const { db } = deps;
  const [current] = await db
    .select({ country: users.country, state: users.state, city: users.city })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new ServiceError('notFound', { error: 'Not found.' });

  const placeTouched =
    update.country !== undefined || update.state !== undefined || update.city !== undefined;
  const place = placeTouched ? nextPlace(current, update) : current;
  const errors = {
    ...(placeTouched ? await placeErrors(place) : {}),
    ...(await listErrors(db, update)),
  };
  if (Object.keys(errors).length > 0) throw fieldRefusals(errors);

  const location =
    placeTouched && place.country !== null && place.city !== null
      ? await cityLocation(place.country, place.state ?? undefined, place.city)
      : null;
  const now = deps.clock.now();
  const columns: Partial<typeof users.$inferInsert> = {
    updatedAt: now,
    ...(update.first_name !== undefined ? { firstName: update.first_name } : {}),
    ...(update.last_name !== undefined ? { lastName: update.last_name } : {}),
    ...(update.biography !== undefined ? { biography: orNull(update.biography) } : {}),
    ...(placeTouched
      ? {
          ...place,
          // The latency estimate reads the place's coordinates (docs/decisions/003).
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
        }
      : {}),
    ...(update.subscribe_email !== undefined ? { subscribeEmail: update.subscribe_email } : {}),
    ...(update.virtual_band !== undefined ? { virtualBand: update.virtual_band } : {}),
    ...(update.virtual_band_commitment !== undefined
      ? { virtualBandCommitment: update.virtual_band_commitment }
      : {}),
    ...(update.traditional_band !== undefined ? { traditionalBand: update.traditional_band } : {}),
    ...(update.traditional_band_commitment !== undefined
      ? { traditionalBandCommitment: update.traditional_band_commitment }
      : {}),
    ...(update.traditional_band_touring !== undefined
      ? { traditionalBandTouring: update.traditional_band_touring }
      : {}),
    ...(update.cowriting !== undefined ? { cowriting: update.cowriting } : {}),
    ...(update.cowriting_purpose !== undefined
      ? { cowritingPurpose: update.cowriting_purpose }
      : {}),
    ...(update.paid_sessions !== undefined ? { paidSessions: update.paid_sessions } : {}),
    ...(update.paid_sessions_hourly_rate !== undefined
      ? { paidSessionsHourlyRate: update.paid_sessions_hourly_rate }
      : {}),
    ...(update.paid_sessions_daily_rate !== undefined
      ? { paidSessionsDailyRate: update.paid_sessions_daily_rate }
      : {}),
    ...(update.free_sessions !== undefined ? { freeSessions: update.free_sessions } : {}),
    ...(update.accept_desktop_notifications !== undefined
      ? { acceptDesktopNotifications: update.accept_desktop_notifications }
      : {}),
    ...(update.recording_pref !== undefined ? { recordingPref: update.recording_pref } : {}),
  };

  await db.transaction(async (tx) => {
    await tx.update(users).set(columns).where(eq(users.id, userId));
    if (update.instruments) {
      await tx.delete(userInstruments).where(eq(userInstruments.userId, userId));
      if (update.instruments.length > 0) {
        await tx.insert(userInstruments).values(
          update.instruments.map((instrument) => ({
            userId,
            instrumentId: instrument.instrument_id,
            proficiencyLevel: instrument.proficiency_level,
            priority: instrument.priority,
          })),
        );
      }
    }
    if (update.genres) {
      await tx
        .delete(userGenres)
        .where(and(eq(userGenres.userId, userId), eq(userGenres.genreType, 'profile')));
      if (update.genres.length > 0) {
        await tx.insert(userGenres).values(
          update.genres.map((genre) => ({
            userId,
            genreId: genre.genre_id,
            genreType: 'profile',
          })),
        );
      }
    }
  });
  const profile = await loadProfile(db, userId);
  if (!profile) throw new ServiceError('notFound', { error: 'Not found.' });
  return profile;
}
