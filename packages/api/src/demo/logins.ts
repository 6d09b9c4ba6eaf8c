import { DEMO_EMAIL_DOMAIN } from './account';
import { generateMusicians } from './generate';
import { DEFAULT_DEMO_MUSICIANS, DEFAULT_DEMO_SEED } from './load';
import { loadPlaceIndex } from './places';

/**
 * The sign-in address of each demo musician by user id, recomputed from the demo data's seed
 * (musician n depends only on the seed and n): end-to-end tests find a musician through the
 * people search, then sign in as them with the shared demo password. Nothing secret: the
 * password is public and the demo data never loads in production unless asked.
 */
export async function demoMusicianEmails(): Promise<ReadonlyMap<string, string>> {
  const musicians = generateMusicians(DEFAULT_DEMO_MUSICIANS, 0, {
    seed: DEFAULT_DEMO_SEED,
    // Only dates depend on now; ids and addresses do not.
    now: new Date(0),
    passwordHash: '',
    emailDomain: DEMO_EMAIL_DOMAIN,
    places: await loadPlaceIndex(),
  });
  return new Map(musicians.map((musician) => [musician.user.id, musician.user.email]));
}
