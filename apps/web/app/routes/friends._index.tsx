import { defaultPeopleFilter, PEOPLE_PAGE_SIZE, type PeopleFilterResponse } from '@backline/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { peoplePaths } from '../api/people';
import { readByPost } from '../api/people.server';
import { requireUser } from '../auth.server';
import { FindFriendsPage } from '../components/people/FindFriendsPage';
import { pageTitle } from '../i18n/meta';

/** The first page of the default search, rendered on the server (SWR takes it from there). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const filter = defaultPeopleFilter();
  const page = await readByPost<PeopleFilterResponse>(
    request,
    context,
    peoplePaths.filter(0, PEOPLE_PAGE_SIZE),
    filter,
  );
  return { me: me.id, initial: page ? { filter, page } : null };
}

export default function FindFriendsRoute() {
  const { me, initial } = useLoaderData<typeof loader>();
  return <FindFriendsPage me={me} initial={initial} />;
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'people.title');
