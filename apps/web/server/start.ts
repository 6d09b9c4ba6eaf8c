// `npm start`: one Node process for the whole product (built to build/server/start.js).
// ROLE=all (default) serves pages and the API and runs the jobs; ROLE=web serves only;
// ROLE=worker runs only the jobs, with no HTTP at all.
import { fileURLToPath } from 'node:url';
import { ConfigError, createPlatform, loadConfig, type Platform } from '@backline/api';
import { serve } from '@hono/node-server';
import type { ServerBuild } from '@remix-run/node';
import { createWebServer } from './app';
import { demoLoginLines } from './banner';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const platform: Platform = await createPlatform(config);
const { logger } = platform;

let server: ReturnType<typeof serve> | undefined;
if (config.role === 'worker') {
  logger.info('Backline worker is running (jobs only, no HTTP)', {
    database: platform.database.kind,
  });
} else {
  // Remix's server build sits beside this file once built (build/server/index.js).
  const build = (await import(here('./index.js'))) as ServerBuild;
  const app = createWebServer({
    platform,
    build,
    mode: 'production',
    clientDirectory: here('../client'),
  });
  server = serve({ fetch: app.fetch, port: config.port }, () => {
    console.log(
      [
        '',
        `Backline is running at ${config.publicUrl}`,
        ...demoLoginLines(platform),
        `(role ${config.role}, database ${platform.database.kind}, mail ${platform.mail.kind})`,
        '',
      ].join('\n'),
    );
  });
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
