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
import { expectJson } from '../../api/fetcher';
import { callApi } from '../../api/platform.server';
import type { Me } from '../../api/types';
import { requireUser } from '../../auth.server';

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
    get<Profile>(request, context, `/api/users/${me.id}/profile`),
    get<CountriesResponse>(request, context, '/api/countries'),
    get<Instrument[]>(request, context, '/api/instruments'),
    get<Genre[]>(request, context, '/api/genres'),
  ]);
  const country = encodeURIComponent(profile.country);
  const [regions, cities] = await Promise.all([
    profile.country
      ? get<RegionsResponse>(request, context, `/api/regions?country=${country}`).then(
          (answer) => answer.regions,
        )
      : [],
    profile.country && profile.state
      ? get<CitiesResponse>(
          request,
          context,
          `/api/cities?country=${country}&region=${encodeURIComponent(profile.state)}`,
        ).then((answer) => answer.cities)
      : [],
  ]);
  return { me, profile, countries: countries.countriesx, regions, cities, instruments, genres };
}
