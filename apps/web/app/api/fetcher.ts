import { newClientId } from './clientId';

/** An API answer that was not a success. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The API answered ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The one "JSON or throw" of the web app, for the browser's calls and the loaders' alike: the
 * answer's JSON (null when it has none, as a 204), or an ApiError with the refusal's body.
 */
export async function expectJson<T>(response: Response): Promise<T> {
  const body: unknown = response.headers.get('content-type')?.includes('application/json')
    ? await response.json()
    : null;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** SWR's fetcher: GET an /api path from the browser with the session cookie, JSON back. */
export async function apiFetcher<T>(path: string): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return expectJson<T>(response);
}

/** POST JSON from the browser (the API wants JSON and a same-origin Origin, which fetch sends). */
export function apiPost(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** An answer read whole, for calls whose refusals carry their own shape (payments, plans). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  /** The body as JSON, or null when it is empty or not JSON. */
  json: unknown;
  text: string;
}

/** POST JSON and read the answer whole, whatever its status. */
export async function apiPostAnswer(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const response = await apiPost(path, body, headers);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { ok: response.ok, status: response.status, json, text };
}

/**
 * A write the server stores once per key (messages, friend requests, session
 * creation): the body goes with a new `client_id`, and when the request is lost on the way (a
 * network error, not an answer) it is sent once more with the same key, so a write that did
 * arrive is not stored twice and one that did not is not lost.
 */
export function apiPostKeyed(path: string, body: object): Promise<Response> {
  const keyed = { ...body, client_id: newClientId() };
  return apiPost(path, keyed).catch(() => apiPost(path, keyed));
}
