import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiDeps, AppEnv } from './http/context';
import { HttpError } from './http/errors';
import { apiSecurityHeaders, noStore, sameOriginMutations } from './http/security';
import { authRoutes } from './routes/auth';
import { featureRoutes } from './routes/features';
import { referenceRoutes } from './routes/reference';
import { telemetryRoutes } from './routes/telemetry';
import { userRoutes } from './routes/users';

/** JSON bodies are small; uploads will get their own, larger limit on their own route. */
const MAX_JSON_BYTES = 64 * 1024;

/** The Hono app with every route under `/api`; mount `app.fetch` in any server. */
export function createApp(deps: ApiDeps) {
  const api = new Hono<AppEnv>()
    .route('/', userRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', featureRoutes(deps))
    .route('/', referenceRoutes(deps))
    .route('/', telemetryRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use('*', apiSecurityHeaders(deps.config), noStore);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
    }),
    sameOriginMutations(deps.config),
  );
  app.route('/api', api);

  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
