import type { NameCultureId } from './names';
import type { Random } from './random';

/**
 * Where demo musicians live: countries with a weight (about a third are Spanish-speaking, so a
 * search in Spanish-speaking countries has plenty to find), the name cultures found there, and
 * the cities musicians gather in. Each city is looked up in the country-state-city dataset
 * (the same one GET /countries, /regions and /cities serve) for its region and coordinates;
 * some musicians live in any other city of the dataset.
 */
export interface DemoCountry {
  code: string;
  weight: number;
  cultures: readonly (readonly [NameCultureId, number])[];
  /** [region code, city name as the dataset spells it, weight] */
  cities: readonly (readonly [string, string, number])[];
}

// biome-ignore format: one country per block, its cities on a few lines
export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  { code: 'US', weight: 18, cultures: [['english', 74], ['spanish', 14], ['irish', 3], ['indian', 3], ['korean', 2], ['nigerian', 2], ['italian', 2]],
    cities: [['NY', 'New York City', 10], ['CA', 'Los Angeles', 9], ['TX', 'Austin', 7], ['TN', 'Nashville', 7], ['IL', 'Chicago', 6],
      ['WA', 'Seattle', 4], ['GA', 'Atlanta', 4], ['CO', 'Denver', 3], ['FL', 'Miami', 4], ['MA', 'Boston', 3], ['CA', 'San Francisco', 4],
      ['LA', 'New Orleans', 3], ['OR', 'Portland', 3], ['MN', 'Minneapolis', 2], ['TX', 'Houston', 4], ['TX', 'San Antonio', 3],
      ['PA', 'Philadelphia', 3], ['MI', 'Detroit', 2]] },
  { code: 'CA', weight: 4, cultures: [['english', 65], ['french', 25], ['indian', 5], ['korean', 5]],
    cities: [['ON', 'Toronto', 5], ['QC', 'Montréal', 4], ['BC', 'Vancouver', 3], ['AB', 'Calgary', 1], ['ON', 'Ottawa', 1], ['NS', 'Halifax', 1]] },
  { code: 'GB', weight: 6, cultures: [['english', 85], ['irish', 5], ['indian', 5], ['nigerian', 5]],
    cities: [['ENG', 'London', 8], ['ENG', 'Manchester', 3], ['ENG', 'Liverpool', 2], ['SCT', 'Glasgow', 2], ['ENG', 'Bristol', 2],
      ['ENG', 'Leeds', 1], ['ENG', 'Birmingham', 2], ['ENG', 'Brighton', 1]] },
  { code: 'IE', weight: 2, cultures: [['irish', 100]], cities: [['L', 'Dublin', 5], ['M', 'Cork', 2], ['C', 'Galway City', 2]] },
  { code: 'AU', weight: 3, cultures: [['english', 90], ['irish', 5], ['italian', 5]],
    cities: [['NSW', 'Sydney', 4], ['VIC', 'Melbourne', 4], ['QLD', 'Brisbane', 2], ['WA', 'Perth', 1]] },
  { code: 'ES', weight: 9, cultures: [['spanish', 100]],
    cities: [['MD', 'Madrid', 8], ['CT', 'Barcelona', 7], ['VC', 'Valencia', 3], ['AN', 'Sevilla', 3], ['PV', 'Bilbao', 2], ['AN', 'Málaga', 2],
      ['AR', 'Zaragoza', 1], ['AN', 'Granada', 2], ['GA', 'Vigo', 1]] },
  { code: 'MX', weight: 9, cultures: [['spanish', 100]],
    cities: [['CDMX', 'Ciudad de México', 9], ['JAL', 'Guadalajara', 4], ['NLE', 'Monterrey', 3], ['PUE', 'Puebla', 2], ['BCN', 'Tijuana', 2],
      ['YUC', 'Mérida', 1], ['OAX', 'Oaxaca de Juárez', 1]] },
  { code: 'AR', weight: 5, cultures: [['spanish', 90], ['italian', 10]],
    cities: [['B', 'Buenos Aires', 6], ['X', 'Córdoba', 2], ['S', 'Rosario', 2], ['M', 'Mendoza', 1]] },
  { code: 'CO', weight: 4, cultures: [['spanish', 100]],
    cities: [['DC', 'Bogotá D.C.', 5], ['ANT', 'Medellín', 4], ['VAC', 'Cali', 2], ['ATL', 'Barranquilla', 1], ['BOL', 'Cartagena de Indias', 1]] },
  { code: 'CL', weight: 3, cultures: [['spanish', 100]], cities: [['RM', 'Santiago', 5], ['VS', 'Valparaíso', 2], ['BI', 'Concepción', 1]] },
  { code: 'PE', weight: 2, cultures: [['spanish', 100]], cities: [['LIM', 'Lima', 5], ['ARE', 'Arequipa', 1], ['CUS', 'Cusco', 1]] },
  { code: 'UY', weight: 1, cultures: [['spanish', 100]], cities: [['MO', 'Montevideo', 1]] },
  { code: 'CR', weight: 1, cultures: [['spanish', 100]], cities: [['SJ', 'San José', 1]] },
  { code: 'VE', weight: 1, cultures: [['spanish', 100]], cities: [['A', 'Caracas', 1]] },
  { code: 'BR', weight: 4, cultures: [['portuguese', 92], ['italian', 4], ['japanese', 4]],
    cities: [['SP', 'São Paulo', 6], ['RJ', 'Rio de Janeiro', 5], ['MG', 'Belo Horizonte', 2], ['BA', 'Salvador', 2], ['RS', 'Porto Alegre', 1], ['PE', 'Recife', 1]] },
  { code: 'PT', weight: 1, cultures: [['portuguese', 100]], cities: [['11', 'Lisbon', 3], ['13', 'Porto', 2]] },
  { code: 'DE', weight: 3, cultures: [['german', 90], ['polish', 5], ['italian', 5]],
    cities: [['BE', 'Berlin', 5], ['HH', 'Hamburg', 2], ['BY', 'Munich', 2], ['NW', 'Köln', 2], ['SN', 'Leipzig', 1]] },
  { code: 'FR', weight: 3, cultures: [['french', 95], ['nigerian', 5]],
    cities: [['IDF', 'Paris', 6], ['ARA', 'Lyon', 2], ['PAC', 'Marseille', 2], ['OCC', 'Toulouse', 1], ['NAQ', 'Bordeaux', 1]] },
  { code: 'IT', weight: 3, cultures: [['italian', 100]],
    cities: [['62', 'Rome', 4], ['25', 'Milan', 4], ['72', 'Naples', 2], ['45', 'Bologna', 2], ['21', 'Turin', 1]] },
  { code: 'NL', weight: 1, cultures: [['dutch', 100]], cities: [['NH', 'Amsterdam', 3], ['ZH', 'Rotterdam', 2], ['UT', 'Utrecht', 1]] },
  { code: 'SE', weight: 1, cultures: [['swedish', 100]], cities: [['AB', 'Stockholm', 3], ['O', 'Göteborg', 2], ['M', 'Malmö', 1]] },
  { code: 'PL', weight: 1, cultures: [['polish', 100]], cities: [['MZ', 'Warsaw', 3], ['MA', 'Kraków', 2], ['DS', 'Wrocław', 1]] },
  { code: 'JP', weight: 2, cultures: [['japanese', 100]], cities: [['13', 'Tokyo', 5], ['27', 'Osaka', 3], ['26', 'Kyoto', 1], ['40', 'Fukuoka', 1]] },
  { code: 'KR', weight: 1, cultures: [['korean', 100]], cities: [['11', 'Seoul', 4], ['26', 'Busan', 1]] },
  { code: 'IN', weight: 2, cultures: [['indian', 100]],
    cities: [['MH', 'Mumbai', 3], ['KA', 'Bengaluru', 3], ['DL', 'Delhi', 2], ['TN', 'Chennai', 2], ['WB', 'Kolkata', 1]] },
  { code: 'NG', weight: 2, cultures: [['nigerian', 100]], cities: [['LA', 'Lagos', 4], ['FC', 'Abuja', 2], ['OY', 'Ibadan', 1]] },
  { code: 'ZA', weight: 1, cultures: [['southAfrican', 100]], cities: [['WC', 'Cape Town', 3], ['GP', 'Johannesburg', 3], ['KZN', 'Durban', 1]] },
];

/** ISO codes of the Spanish-speaking countries among them. */
export const SPANISH_SPEAKING_COUNTRIES = ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'UY', 'CR', 'VE'];

export interface DemoPlace {
  country: string;
  /** Region code (GET /regions `region`). */
  state: string;
  city: string;
  latitude: number;
  longitude: number;
}

interface DatasetCity {
  name: string;
  stateCode: string;
  latitude?: string | null;
  longitude?: string | null;
}

/** The demo's places resolved against the dataset, ready to draw from. */
export interface PlaceIndex {
  countries: readonly DemoCountry[];
  /** The curated cities of a country, resolved. */
  cities(country: string): readonly (readonly [DemoPlace, number])[];
  /** Every city of a country in the dataset with coordinates. */
  anyCity(country: string): readonly DemoPlace[];
  /** A curated city by country, region and name. */
  find(country: string, state: string, city: string): DemoPlace;
}

type Places = typeof import('country-state-city');

let loading: Promise<PlaceIndex> | undefined;

/** Loads country-state-city (8 MB of JSON, once) and resolves the curated cities. */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= import('country-state-city').then((module) =>
    buildPlaceIndex(((module as { default?: Places }).default ?? module) as Places),
  );
  return loading;
}

function toPlace(country: string, city: DatasetCity): DemoPlace | null {
  const latitude = Number(city.latitude);
  const longitude = Number(city.longitude);
  if (!city.latitude || !city.longitude || !Number.isFinite(latitude + longitude)) return null;
  return { country, state: city.stateCode, city: city.name, latitude, longitude };
}

function buildPlaceIndex({ City, State }: Places): PlaceIndex {
  const curated = new Map<string, (readonly [DemoPlace, number])[]>();
  const all = new Map<string, DemoPlace[]>();
  // One pass in the dataset's own order (getCitiesOfCountry sorts with localeCompare: slow).
  const citiesByCountry = new Map<string, DatasetCity[]>();
  for (const city of City.getAllCities() as (DatasetCity & { countryCode: string })[]) {
    citiesByCountry.get(city.countryCode)?.push(city) ??
      citiesByCountry.set(city.countryCode, [city]);
  }
  for (const country of DEMO_COUNTRIES) {
    const regions = new Set(State.getStatesOfCountry(country.code).map((state) => state.isoCode));
    const cities = citiesByCountry.get(country.code) ?? [];
    all.set(
      country.code,
      cities
        .filter((city) => regions.has(city.stateCode))
        .map((city) => toPlace(country.code, city))
        .filter((place): place is DemoPlace => place !== null),
    );
    curated.set(
      country.code,
      country.cities.map(([state, name, weight]) => {
        const match = cities.find((city) => city.stateCode === state && city.name === name);
        const place = match && toPlace(country.code, match);
        if (!place || !regions.has(state)) {
          throw new Error(`Demo city ${name} (${country.code}-${state}) is not in the dataset.`);
        }
        return [place, weight] as const;
      }),
    );
  }
  return {
    countries: DEMO_COUNTRIES,
    cities: (country) => curated.get(country) ?? [],
    anyCity: (country) => all.get(country) ?? [],
    find(country, state, city) {
      const place = curated.get(country)?.find(([p]) => p.state === state && p.city === city)?.[0];
      if (!place) throw new Error(`Demo city ${city} (${country}-${state}) is not curated.`);
      return place;
    },
  };
}

/** Most musicians live in the big music cities; some anywhere in the country. */
export function drawPlace(random: Random, places: PlaceIndex, country: string): DemoPlace {
  const anywhere = places.anyCity(country);
  const place =
    anywhere.length > 0 && random.chance(0.15)
      ? random.pick(anywhere)
      : random.weighted(places.cities(country));
  // A few kilometres around the city's point: neighbours are not all at one address.
  return {
    ...place,
    latitude: round(place.latitude + random.float(-0.04, 0.04), 5),
    longitude: round(place.longitude + random.float(-0.04, 0.04), 5),
  };
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
