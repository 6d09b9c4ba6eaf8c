import { NOT_FOUND_PATH, resolveRoute } from '@backline/domain';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { getViewer } from '../auth.server';

/**
 * Every path no route of this app matches (part 1 §2): a visitor asking for a signed-in page
 * goes to the sign-in page (and comes back after); anything else goes to /errors/404. A page of
 * the shell that this build does not have yet is not found either.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { me } = await getViewer(request, context);
  const resolution = resolveRoute(`${url.pathname}${url.search}`, { signedIn: me !== null });
  throw redirect(resolution.kind === 'redirect' ? resolution.to : NOT_FOUND_PATH);
}

export default function UnknownRoute() {
  return null;
}
