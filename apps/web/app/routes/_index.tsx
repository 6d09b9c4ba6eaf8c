import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '../auth.server';
import { ProfilePage } from '../components/ProfilePage';
import { pageTitle } from '../i18n/meta';

/** "/" is the profile page (part 1 §2: "/ (profile, exact)"). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function HomeRoute() {
  return <ProfilePage />;
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.title');
