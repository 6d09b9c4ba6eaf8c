import useSWR from 'swr';
import { ApiError, apiFetcher } from '../api/fetcher';
import { API_PATHS, type Me } from '../api/types';

/** GET /api/me, where 401 means "a visitor" (null) rather than a failure. */
async function fetchMe(path: string): Promise<Me | null> {
  try {
    return await apiFetcher<Me>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null for a visitor. The root loader's answer is SWR's fallback, so the
 * first render already has it; SWR then keeps it fresh (on focus, on reconnect).
 */
export function useMe() {
  // The page was rendered with the answer: ask again on focus and reconnect, not on mount.
  const { data, error, isLoading, mutate } = useSWR<Me | null>(API_PATHS.me, fetchMe, {
    revalidateOnMount: false,
  });
  return { me: data ?? null, error: error as unknown, isLoading, mutate };
}
