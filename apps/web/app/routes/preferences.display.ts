import {
  NOT_FOUND_PATH,
  parseDisplayPreferences,
  safeRedirectTarget,
  serializeDisplayPreferences,
} from '@backline/domain';
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { DISPLAY_COOKIE, preferenceCookie, readCookie } from '../preferences/cookies';
import { isSecureSite } from '../preferences/preferences.server';
import { assertSameOrigin } from '../security.server';

/** Only a form posts here; a visit is an unknown page. */
export const loader = () => redirect(NOT_FOUND_PATH);

/**
 * The theme and direction switch without JavaScript: saves the cookie and reloads the page.
 * With JavaScript the page applies the change itself and never posts here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const current = parseDisplayPreferences(
    readCookie(request.headers.get('cookie'), DISPLAY_COOKIE),
  );
  const theme = form.get('theme');
  const direction = form.get('direction');
  const next = parseDisplayPreferences({
    ...current,
    ...(theme === 'dark' || theme === 'light' ? { darkTheme: theme === 'dark' } : {}),
    ...(direction === 'rtl' || direction === 'ltr' ? { rightToLeft: direction === 'rtl' } : {}),
  });
  const returnTo = form.get('returnTo');
  return redirect(safeRedirectTarget(typeof returnTo === 'string' ? returnTo : null), {
    headers: {
      'Set-Cookie': preferenceCookie(
        DISPLAY_COOKIE,
        serializeDisplayPreferences(next),
        isSecureSite(context),
      ),
    },
  });
}
