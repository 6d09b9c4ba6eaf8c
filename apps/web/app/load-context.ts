import type { Platform } from '@backline/api';

/** What the web server hands every loader and action (server/app.ts builds it per request). */
export interface WebLoadContext {
  /** The platform API, called in-process: `platform.request(path, {headers: {cookie}})` (app/api/platform.server.ts). */
  platform: Platform;
  /** The browser's address, so the API's rate limits count per person, not per web server. */
  clientIp: string;
  /** The nonce of this response's Content-Security-Policy, for Remix's inline scripts. */
  cspNonce: string;
  /** Per-request memo (e.g. GET /api/me asked once even when several loaders need it). */
  memo: Map<string, Promise<unknown>>;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends WebLoadContext {}
}
