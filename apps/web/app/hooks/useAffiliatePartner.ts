import useSWR from 'swr';
import { AFFILIATE_API, type AffiliatePartnerResponse } from '../api/affiliate';
import { apiFetcher } from '../api/fetcher';

/**
 * The person's affiliate partner info (GET /users/{id}/affiliate_partner), starting from the
 * loader's answer; fetched in the browser when the loader's call failed.
 */
export function useAffiliatePartner(userId: string, loaded: AffiliatePartnerResponse | null) {
  return useSWR<AffiliatePartnerResponse>(AFFILIATE_API.partner(userId), apiFetcher, {
    ...(loaded ? { fallbackData: loaded } : {}),
    revalidateOnMount: !loaded,
  });
}
