import type { Platform } from '@backline/api';
import { AFFILIATE_QUERY_PARAM, affiliateCookieValue, allowedOrigin } from '@backline/domain';

/**
 * A page opened with `?affiliate=<partner account id>` (part 2 §9): the platform counts the
 * visit and answers the `affiliate_visitor` cookies (decision 019), which go out with the page,
 * so a sign-up in this browser is attributed to the partner. Returns the Set-Cookie lines; none
 * when the page has no affiliate value or the call fails (the page is served either way).
 */
export async function affiliateVisitCookies(
  platform: Platform,
  request: Request,
  clientIp: string,
): Promise<string[]> {
  if (request.method !== 'GET') return [];
  const affiliate = affiliateCookieValue(
    new URL(request.url).searchParams.get(AFFILIATE_QUERY_PARAM),
  );
  if (!affiliate) return [];
  const headers = new Headers({
    accept: 'application/json',
    'content-type': 'application/json',
    // The web server itself calls, on the visitor's behalf, at the page's address: the origin
    // the API's same-origin check allows there (decision 031).
    origin: allowedOrigin(platform.config, request.url),
  });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  try {
    const response = await platform.request(
      new URL('/api/affiliate_visits', request.url).href,
      { method: 'POST', headers, body: JSON.stringify({ affiliate }) },
      { clientIp },
    );
    return response.ok ? response.headers.getSetCookie() : [];
  } catch {
    return [];
  }
}
