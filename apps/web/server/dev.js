// `npm run dev`: the same server as `npm start`, with Vite in middleware mode (HMR on the same
// port) and the Remix build loaded through Vite on each request.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createPlatform, loadConfig } from '@backline/api';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';

// Like `npm start` (run from the repository root), keep the data in the root's .data.
process.env.DATA_DIR ??= fileURLToPath(new URL('../../../.data', import.meta.url));
const config = loadConfig();
const platform = await createPlatform(config);
const httpServer = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});
const { createWebServer } = /** @type {typeof import('./app')} */ (
  await vite.ssrLoadModule('/server/app.ts')
);
const { demoLoginLines } = /** @type {typeof import('./banner')} */ (
  await vite.ssrLoadModule('/server/banner.ts')
);
const app = createWebServer({
  platform,
  build: async () =>
    /** @type {import('@remix-run/node').ServerBuild} */ (
      await vite.ssrLoadModule('virtual:remix/server-build')
    ),
  mode: 'development',
});
const listener = getRequestListener(app.fetch);
httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, () => listener(req, res));
});
httpServer.listen(config.port, () => {
  console.log(
    ['', `Backline (dev) is running at ${config.publicUrl}`, ...demoLoginLines(platform), ''].join(
      '\n',
    ),
  );
});

const stop = async () => {
  httpServer.close();
  await vite.close();
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
