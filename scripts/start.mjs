// `npm start`: build the web app and what it depends on, then serve the product from one Node
// process (apps/web/build/server/start.js: pages, the API under /api, and the jobs).
// Data lives in $DATA_DIR (default .data, here at the repository root).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@backline/web...'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/web/build/server/start.js'], {
  stdio: 'inherit',
  // The demo data (and its printed login) is what a person trying Backline wants; the API
  // keeps it off in production unless asked, so ask here, where it is a local start.
  env: { NODE_ENV: 'production', DEMO_DATA: 'on', ...process.env },
});
// Ctrl-C reaches both processes; pass on a plain `kill` too, and leave with the server's code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
