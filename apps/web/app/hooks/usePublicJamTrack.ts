import type { PublicJamTrack, PublicJamTrackResponse } from '@backline/domain';
import { useEffect, useState } from 'react';
import { CATALOGUE_API, previewsPollInterval } from '../api/catalogue';
import { apiFetcher } from '../api/fetcher';

/**
 * A public song page's JamTrack: the loader's answer first; while its previews are being made,
 * asked again every PREVIEWS_PENDING_POLL_MS until they exist. Plain `fetch` rather than SWR:
 * the page is a visitor's first load, and SWR would be 5.6 kB of it (decision 039, session 17).
 */
export function usePublicJamTrack(loaded: PublicJamTrack): PublicJamTrack {
  const [latest, setLatest] = useState<PublicJamTrack | null>(null);
  const [polls, setPolls] = useState(0);
  // A newer answer for this song; another song's page starts again from its loader's.
  const jamTrack = latest?.slug === loaded.slug ? latest : loaded;
  const interval = previewsPollInterval(jamTrack);
  const slug = loaded.slug;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `polls` re-arms the timer after each answer, failed or not.
  useEffect(() => {
    if (!interval) return;
    let current = true;
    const timer = setTimeout(() => {
      apiFetcher<PublicJamTrackResponse>(CATALOGUE_API.jamTrack(slug))
        .then((body) => {
          if (current) setLatest(body.jamtrack);
        })
        // A failed look is tried again at the next interval, as SWR's polling did.
        .catch(() => undefined)
        .finally(() => {
          if (current) setPolls((count) => count + 1);
        });
    }, interval);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, interval, polls]);

  return jamTrack;
}
