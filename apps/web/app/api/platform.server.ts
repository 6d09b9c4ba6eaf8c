import type { AppLoadContext } from '@remix-run/node';
import type { ApiErrorBody } from './types';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Calls the platform API in-process with the browser's cookie (ARCHITECTURE.md "Read a page"):
 * the same routes, checks and answers as the browser's own fetch, without a network hop.
 * Mutations carry the browser's `Origin`, so the API's same-origin check also guards the pages'
 * actions: a cross-site form post to an action is refused like a cross-site fetch (the web
 * server refuses it even before the action runs).
 */
export function callApi(
  request: Request,
  context: AppLoadContext,
  path: string,
  { method = 'GET', body }: ApiCall = {},
): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  if (method !== 'GET') {
    const origin = request.headers.get('origin');
    if (origin) headers.set('origin', origin);
    if (body !== undefined) headers.set('content-type', 'application/json');
  }
  // Sent to the page's own address: without PUBLIC_URL, the API takes a mutation from the
  // address it was sent to (decision 031), which is then the address the browser opened.
  return context.platform.request(
    new URL(path, request.url).href,
    { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    { clientIp: context.clientIp },
  );
}

/** The JSON of an answer, or null when it has none (204, or not JSON). */
export async function readJson<T>(response: Response): Promise<T | null> {
  if (response.status === 204) return null;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return null;
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/** The refusal of a failed call, whatever its shape. */
export async function readApiError(response: Response): Promise<ApiErrorBody> {
  const body = await readJson<ApiErrorBody>(response);
  return {
    ...(body?.errors && typeof body.errors === 'object' ? { errors: body.errors } : {}),
    ...(typeof body?.error === 'string' ? { error: body.error } : {}),
  };
}

/** The API's Set-Cookie headers (session started, renewed or ended), to pass on to the browser. */
export function cookiesFrom(response: Response, headers: Headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}
