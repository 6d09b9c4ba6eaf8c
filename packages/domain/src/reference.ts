/** Reference lists (part 1 §3): instruments and genres (id, description). */
export interface Instrument {
  id: string;
  description: string;
}

export interface Genre {
  id: string;
  description: string;
}

/** GET /countries answers `{countriesx: Country[]}` (part 1 §7). */
export interface Country {
  countrycode: string;
  countryname: string;
}

export interface CountriesResponse {
  countriesx: Country[];
}

/** GET /regions?country answers `{regions: Region[]}`. */
export interface Region {
  region: string;
  name: string;
}

export interface RegionsResponse {
  regions: Region[];
}

/** GET /cities?country&region answers `{cities}`: the spec shows no fields, so a city is its name. */
export type City = string;

export interface CitiesResponse {
  cities: City[];
}

/** The description of a reference entry by id, or the id itself when the list lacks it. */
export function describeReference(
  list: ReadonlyArray<{ id: string; description: string }>,
  id: string,
): string {
  return list.find((entry) => entry.id === id)?.description ?? id;
}
