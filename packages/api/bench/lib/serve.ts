// The API as one web instance for a benchmark, in its own process so the load generator does
// not share its event loop. Prints `listening <port>` when ready; stops on SIGTERM.
import { serve } from '@hono/node-server';
import { loadConfig } from '../../src/config';
import { createPlatform } from '../../src/platform';

const config = loadConfig();
const platform = await createPlatform(config);
const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void platform.close().then(() => process.exit(0));
});
