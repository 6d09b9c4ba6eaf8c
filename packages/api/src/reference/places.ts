import type { Country as CountryItem, Region as RegionItem } from '@backline/domain';

// country-state-city holds ~150 000 cities (8 MB of JSON): it is loaded on the first request
// that needs it, not at start.
type Places = typeof import('country-state-city');

let places: Promise<Places> | undefined;

async function loadPlaces(): Promise<Places> {
  places ??= import('country-state-city').then(
    (module) => ((module as { default?: Places }).default ?? module) as Places,
  );
  return places;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

export async function listCountries(): Promise<CountryItem[]> {
  const { Country } = await loadPlaces();
  return Country.getAllCountries()
    .map((country) => ({ countrycode: country.isoCode, countryname: country.name }))
    .sort((a, b) => a.countryname.localeCompare(b.countryname, 'en'));
}

export async function countryExists(countrycode: string): Promise<boolean> {
  const { Country } = await loadPlaces();
  return Country.getCountryByCode(countrycode) !== undefined;
}

/** The regions (states, provinces, …) of a country; null when the country is unknown. */
export async function listRegions(countrycode: string): Promise<RegionItem[] | null> {
  const { Country, State } = await loadPlaces();
  if (!Country.getCountryByCode(countrycode)) return null;
  return State.getStatesOfCountry(countrycode)
    .sort(byName)
    .map((state) => ({ region: state.isoCode, name: state.name }));
}

export type CitiesResult =
  | { kind: 'cities'; cities: string[] }
  | { kind: 'unknown-country' }
  | { kind: 'unknown-region' }
  | { kind: 'region-required' };

/**
 * The city names of a region. A country without regions in the dataset lists its cities directly,
 * so `region` may be left out only there.
 */
export async function listCities(
  countrycode: string,
  region: string | undefined,
): Promise<CitiesResult> {
  const { Country, State, City } = await loadPlaces();
  if (!Country.getCountryByCode(countrycode)) return { kind: 'unknown-country' };
  const regions = State.getStatesOfCountry(countrycode);
  let raw: { name: string }[];
  if (region === undefined) {
    if (regions.length > 0) return { kind: 'region-required' };
    raw = City.getCitiesOfCountry(countrycode) ?? [];
  } else {
    if (!regions.some((state) => state.isoCode === region)) return { kind: 'unknown-region' };
    raw = City.getCitiesOfState(countrycode, region);
  }
  // A city is its name (the domain's City type); the dataset repeats a few names per region.
  const cities = [...new Set(raw.map((city) => city.name))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  return { kind: 'cities', cities };
}

/**
 * Where a city of the dataset is (degrees), for the latency estimate of a profile's place; null
 * when the dataset does not list the city in that region (or country, when it has no regions).
 */
export async function cityLocation(
  countrycode: string,
  region: string | undefined,
  city: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const { City } = await loadPlaces();
  const raw =
    region === undefined
      ? (City.getCitiesOfCountry(countrycode) ?? [])
      : City.getCitiesOfState(countrycode, region);
  const found = raw.find((candidate) => candidate.name === city);
  if (!found) return null;
  const latitude = Number(found.latitude);
  const longitude = Number(found.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}
