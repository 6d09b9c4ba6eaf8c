import { ErrorPage } from '@backline/ui';
import { data, type MetaFunction } from '@remix-run/node';
import { pageTitle } from '../i18n/meta';

/** Answered with status 404, so a crawler or a monitor sees what a person sees. */
export const loader = () => data(null, { status: 404 });

export default function NotFoundRoute() {
  return <ErrorPage status={404} homeHref="/" />;
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'common.errors.notFound.title');
