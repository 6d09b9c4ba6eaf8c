// Runs the API alone (`node dist/server.js`, or `npm run dev -w @backline/api`). The web app's
// server mounts the same `platform.app.fetch` next to Remix instead.
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createPlatform } from './platform';

const config = loadConfig();
const platform = await createPlatform(config);
const { logger } = platform;

const server =
  config.role === 'worker'
    ? undefined
    : serve({ fetch: platform.app.fetch, port: config.port }, (info) => {
        logger.info(
          `API listening on http://localhost:${info.port}/api (public URL ${config.publicUrl})`,
        );
      });
logger.info('platform started', {
  role: config.role,
  database: platform.database.kind,
  bus: platform.bus.kind,
  mail: platform.mail.kind,
  rate_limits: platform.rateLimiter.store.kind,
});
if (platform.demo) {
  logger.info(
    `Demo login: ${platform.demo.email} / ${platform.demo.password}  (the web app signs in at ${config.publicUrl}/auth/login)`,
  );
} else if (!config.demoData) {
  logger.info(
    config.production
      ? 'Demo data is off in production (DEMO_DATA=on loads it; its password is public).'
      : 'Demo data is off (DEMO_DATA=off).',
  );
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping`);
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
