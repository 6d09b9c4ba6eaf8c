import { domainText } from '@backline/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isConnectionLost } from './db/connectionLoss';
import type { ApiDeps } from './deps';
import { type AppEnv, requestIds } from './http/context';
import { refusalAnswer } from './http/errors';
import { apiSecurityHeaders, noStore, sameOriginMutations } from './http/security';
import { textRuleOnUrl } from './http/validation';
import { affiliateRoutes } from './routes/affiliates';
import { artifactRoutes } from './routes/artifacts';
import { authRoutes } from './routes/auth';
import { avatarRoutes, avatarUploadRoutes } from './routes/avatar';
import { billingRoutes } from './routes/billing';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contractRoutes } from './routes/contract';
import { eventRoutes } from './routes/events';
import { featureRoutes } from './routes/features';
import { fileRoutes } from './routes/files';
import { friendRoutes } from './routes/friends';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { jamSessionRoutes } from './routes/jamSessions';
import { jamTrackRoutes } from './routes/jamtracks';
import { lobbyRoutes } from './routes/lobby';
import { messageRoutes } from './routes/messages';
import { mixdownRoutes } from './routes/mixdowns';
import { notificationRoutes } from './routes/notifications';
import { paypalRoutes } from './routes/paypal';
import { peopleRoutes } from './routes/people';
import { profileRoutes } from './routes/profile';
import { referenceRoutes } from './routes/reference';
import { sandboxRoutes } from './routes/sandbox';
import { studioRoutes } from './routes/studio';
import { subscriptionRoutes } from './routes/subscription';
import { telemetryRoutes } from './routes/telemetry';
import { unsubscribeRoutes } from './routes/unsubscribe';
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
    .route('/', telemetryRoutes(deps))
    .route('/', peopleRoutes(deps))
    .route('/', friendRoutes(deps))
    .route('/', messageRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', eventRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', avatarRoutes(deps))
    .route('/', identityRoutes(deps))
    .route('/', fileRoutes(deps))
    .route('/', jamTrackRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', mixdownRoutes(deps))
    .route('/', studioRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', billingRoutes(deps))
    .route('/', subscriptionRoutes(deps))
    .route('/', paypalRoutes(deps))
    .route('/', sandboxRoutes(deps))
    .route('/', jamSessionRoutes(deps))
    .route('/', lobbyRoutes(deps))
    .route('/', artifactRoutes(deps))
    .route('/', affiliateRoutes(deps))
    .route('/', healthRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use('*', requestIds);
  app.use('*', apiSecurityHeaders(deps.config), noStore);
  // The text rule (decision 030) on every path and query, before any route reads them.
  app.use('*', textRuleOnUrl);
  // Registered before the JSON limit below, which they therefore never reach: the avatar upload
  // brings its own larger limit and multipart check; the unsubscribe link lives outside /api.
  app.route('/api', avatarUploadRoutes(deps));
  app.route('/', unsubscribeRoutes(deps));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
    }),
    sameOriginMutations(deps.config),
  );
  app.route('/api', api);
  // The contract of every route above (and of these two), read from `app` at the first request.
  app.route('/api', contractRoutes(app));

  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.onError((error, c) => {
    const refusal = refusalAnswer(error);
    if (refusal) {
      for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
      return c.json(refusal.body, refusal.status);
    }
    if (isConnectionLost(error)) {
      // The database went away mid-request (a restart, a failover): a retry will likely work.
      deps.logger.warn('request lost its database connection', {
        method: c.req.method,
        path: c.req.path,
        // Which statement was cut (never its values, 029): a read retried in vain, a write.
        error,
      });
      c.header('Retry-After', '1');
      return c.json({ error: 'The service is busy for a moment. Please try again.' }, 503);
    }
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      // The logger keeps the type, message and stack, never a failed query's values (029).
      error,
    });
    return c.json({ error: domainText('request.unexpected') }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
