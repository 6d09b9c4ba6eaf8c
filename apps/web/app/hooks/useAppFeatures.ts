import type { FeatureFlag } from '@backline/domain';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { API_PATHS } from '../api/types';

/** GET /api/app_features?env=production: the flags that choose the side menu's entries. */
export function useAppFeatures() {
  const { data } = useSWR<FeatureFlag[]>(API_PATHS.appFeatures, apiFetcher, {
    revalidateOnFocus: false,
    revalidateOnMount: false,
  });
  return data ?? [];
}
