import { NOTIFICATIONS_PAGE_SIZE, type NotificationsPage as Page } from '@backline/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { peoplePaths } from '../api/people';
import { readByGet } from '../api/people.server';
import { requireUser } from '../auth.server';
import { NotificationsPage } from '../components/people/NotificationsPage';
import { pageTitle } from '../i18n/meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const firstPage = await readByGet<Page>(
    request,
    context,
    peoplePaths.notifications(me.id, 0, NOTIFICATIONS_PAGE_SIZE),
  );
  return { me: me.id, firstPage };
}

export default function NotificationsRoute() {
  const { me, firstPage } = useLoaderData<typeof loader>();
  return <NotificationsPage me={me} firstPage={firstPage} />;
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'people.notifications.title');
