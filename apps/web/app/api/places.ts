import type { City, Region } from '@backline/domain';
import { apiFetcher } from './fetcher';

/** A country's regions (GET /regions?country): the profile's and the first step's place pickers. */
export const loadRegions = (country: string) =>
  apiFetcher<{ regions: Region[] }>(`/api/regions?country=${encodeURIComponent(country)}`).then(
    (answer) => answer.regions,
  );

/** A country's cities, in a region when it has regions (GET /cities?country&region). */
export const loadCities = (country: string, region: string | null) =>
  apiFetcher<{ cities: City[] }>(
    `/api/cities?country=${encodeURIComponent(country)}${
      region ? `&region=${encodeURIComponent(region)}` : ''
    }`,
  ).then((answer) => answer.cities);
