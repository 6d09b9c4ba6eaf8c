import { isLanguage, NOT_FOUND_PATH, safeRedirectTarget } from '@backline/domain';
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { LANGUAGE_COOKIE, preferenceCookie } from '../preferences/cookies';
import { isSecureSite } from '../preferences/preferences.server';
import { assertSameOrigin } from '../security.server';

/** Only a form posts here; a visit is an unknown page. */
export const loader = () => redirect(NOT_FOUND_PATH);

/** Remembers the chosen language (a cookie) and goes back to the page it was chosen on. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const language = form.get('language');
  if (!isLanguage(language)) throw new Response('Unknown language.', { status: 400 });
  const returnTo = form.get('returnTo');
  return redirect(safeRedirectTarget(typeof returnTo === 'string' ? returnTo : null), {
    headers: {
      'Set-Cookie': preferenceCookie(LANGUAGE_COOKIE, language, isSecureSite(context)),
    },
  });
}
