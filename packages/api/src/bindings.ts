import type { IncomingMessage } from 'node:http';

/**
 * What a caller may pass to `app.fetch(request, bindings)`. The Node server passes `incoming`
 * (@hono/node-server does it by itself); an in-process caller such as a Remix action passes the
 * browser's address as `clientIp` so rate limits count per person, not per web server.
 * Outside http/ so that the platform, which offers the in-process call, needs no HTTP layer.
 */
export interface AppBindings {
  clientIp?: string;
  incoming?: IncomingMessage;
}
