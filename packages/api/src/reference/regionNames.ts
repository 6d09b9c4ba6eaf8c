// A region's name from its code ("TX" → "Texas") for a person's location line. The dataset
// (country-state-city) is loaded once, on first use; names are kept per country afterwards.
type Places = typeof import('country-state-city');

let places: Promise<Places> | undefined;
const byCountry = new Map<string, Map<string, string>>();

async function loadPlaces(): Promise<Places> {
  places ??= import('country-state-city').then(
    (module) => ((module as { default?: Places }).default ?? module) as Places,
  );
  return places;
}

/** The region's name, or null when the dataset does not know the code in that country. */
export async function regionName(countrycode: string, region: string): Promise<string | null> {
  let names = byCountry.get(countrycode);
  if (!names) {
    const { State } = await loadPlaces();
    names = new Map(
      State.getStatesOfCountry(countrycode).map((state) => [state.isoCode, state.name]),
    );
    byCountry.set(countrycode, names);
  }
  return names.get(region) ?? null;
}
