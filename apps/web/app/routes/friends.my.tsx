import {
  type FriendsResponse,
  type FriendsSort,
  inIdOrder,
  PEOPLE_PAGE_SIZE,
  type Person,
  sortFriends,
} from '@backline/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { peoplePaths } from '../api/people';
import { readByGet, readByPost } from '../api/people.server';
import { requireUser } from '../auth.server';
import { MyFriendsPage } from '../components/people/MyFriendsPage';
import { pageTitle } from '../i18n/meta';

/** The friends' ids and the first 20 of them (sorted online first) as people. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const sort: FriendsSort = 'online';
  const friends = await readByGet<FriendsResponse>(request, context, peoplePaths.friends(me.id));
  if (!friends) return { me: me.id, initial: null };
  const ids = sortFriends(friends.friends, sort)
    .slice(0, PEOPLE_PAGE_SIZE)
    .map((friend) => friend.id);
  const found =
    ids.length === 0
      ? { musicians: [] }
      : await readByPost<{ musicians: Person[] }>(
          request,
          context,
          peoplePaths.filterByIds(me.id),
          {
            user_ids: ids,
          },
        );
  const firstPage = found ? inIdOrder(ids, found.musicians) : null;
  return { me: me.id, initial: firstPage ? { friends, firstPage, sort } : null };
}

export default function MyFriendsRoute() {
  const { me, initial } = useLoaderData<typeof loader>();
  return <MyFriendsPage me={me} initial={initial} />;
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'friends.title');
