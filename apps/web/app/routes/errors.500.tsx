import { ErrorPage } from '@backline/ui';
import { data, type MetaFunction } from '@remix-run/node';
import { pageTitle } from '../i18n/meta';

export const loader = () => data(null, { status: 500 });

export default function ServerErrorRoute() {
  return <ErrorPage status={500} />;
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'common.errors.serverError.title');
