import type { AppLoadContext } from '@remix-run/node';
import { callApi, readJson } from './platform.server';

/**
 * A read that the API serves as a POST (POST /filter, POST /users/{id}/filter_by_ids), made by
 * a page's loader. A loader answers a GET, so it has no browser Origin to forward; it sends the
 * site's own origin, which is what the browser's fetch of the same read would carry. Only for
 * reads: a mutation must go through `callApi` with the browser's Origin.
 */
export async function readByPost<T>(
  request: Request,
  context: AppLoadContext,
  path: string,
  body: unknown,
): Promise<T | null> {
  const headers = new Headers({
    accept: 'application/json',
    'content-type': 'application/json',
    origin: new URL(context.platform.config.publicUrl).origin,
  });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const response = await context.platform.request(
    path,
    { method: 'POST', headers, body: JSON.stringify(body) },
    { clientIp: context.clientIp },
  );
  return response.ok ? readJson<T>(response) : null;
}

/** A GET of the API for a loader; null when it was refused (the page then loads it itself). */
export async function readByGet<T>(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<T | null> {
  const response = await callApi(request, context, path);
  return response.ok ? readJson<T>(response) : null;
}
