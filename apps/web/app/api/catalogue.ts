import { type PublicJamTrack, previewsPending } from '@backline/domain';

/** The public catalogue's API paths (decision 023). */
export const CATALOGUE_API = {
  jamTrack: (slug: string) => `/api/catalogue/jamtracks/${encodeURIComponent(slug)}`,
  artist: (slug: string) => `/api/catalogue/artists/${encodeURIComponent(slug)}`,
};

/**
 * While a JamTrack's audio is being made (decision 015) the page looks again this often, so its
 * previews appear without a reload; nothing polls once they exist.
 */
export const PREVIEWS_PENDING_POLL_MS = 5_000;

export function previewsPollInterval(jamTrack: Pick<PublicJamTrack, 'tracks'> | undefined) {
  return jamTrack && previewsPending(jamTrack) ? PREVIEWS_PENDING_POLL_MS : 0;
}
