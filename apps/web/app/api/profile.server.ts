import type {
  CitiesResponse,
  City,
  CountriesResponse,
  Genre,
  Instrument,
  Profile,
  Region,
  RegionsResponse,
} from '@backline/domain';
import type { AppLoadContext } from '@remix-run/node';
import { requireUser } from '../auth.server';
import { accountPaths } from './account';
import { expectJson } from './fetcher';
import { placesPaths } from './places';
import { callApi } from './platform.server';
import { API_PATHS, type Me } from './types';

export interface ProfilePageData {
  me: Me;
  profile: Profile;
  countries: CountriesResponse['countriesx'];
  regions: Region[];
  cities: City[];
  instruments: Instrument[];
  genres: Genre[];
}

async function get<T>(request: Request, context: AppLoadContext, path: string): Promise<T> {
  return expectJson<T>(await callApi(request, context, path));
}

/** Everything the edit-profile screen shows on its first paint (/ and /profile). */
export async function loadProfilePage(
  request: Request,
  context: AppLoadContext,
): Promise<ProfilePageData> {
  const me = await requireUser(request, context);
  const [profile, countries, instruments, genres] = await Promise.all([
    get<Profile>(request, context, accountPaths.profile(me.id)),
    get<CountriesResponse>(request, context, API_PATHS.countries),
    get<Instrument[]>(request, context, API_PATHS.instruments),
    get<Genre[]>(request, context, API_PATHS.genres),
  ]);
  const [regions, cities] = await Promise.all([
    profile.country
      ? get<RegionsResponse>(request, context, placesPaths.regions(profile.country)).then(
          (answer) => answer.regions,
        )
      : [],
    profile.country && profile.state
      ? get<CitiesResponse>(
          request,
          context,
          placesPaths.cities(profile.country, profile.state),
        ).then((answer) => answer.cities)
      : [],
  ]);
  return { me, profile, countries: countries.countriesx, regions, cities, instruments, genres };
}
