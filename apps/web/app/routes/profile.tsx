import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadProfilePage } from '../api/profile.server';
import { ProfilePage } from '../components/ProfilePage';
import { pageTitle } from '../i18n/meta';

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfilePage(request, context);
}

export default function ProfileRoute() {
  return <ProfilePage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.title');
