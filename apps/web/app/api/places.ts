import type { City, Region } from '@backline/domain';
import { apiFetcher } from './fetcher';

export const placesPaths = {
  regions: (country: string) => `/api/regions?country=${encodeURIComponent(country)}`,
  cities: (country: string, region: string | null) =>
    `/api/cities?country=${encodeURIComponent(country)}${
      region ? `&region=${encodeURIComponent(region)}` : ''
    }`,
} as const;

/** A country's regions (GET /regions?country): the profile's and the first step's place pickers. */
export const loadRegions = (country: string) =>
  apiFetcher<{ regions: Region[] }>(placesPaths.regions(country)).then((answer) => answer.regions);

/** A country's cities, in a region when it has regions (GET /cities?country&region). */
export const loadCities = (country: string, region: string | null) =>
  apiFetcher<{ cities: City[] }>(placesPaths.cities(country, region)).then(
    (answer) => answer.cities,
  );
