// `npm start`: build what the product needs, then serve it. The web app owns the server
// (apps/web/server); until it exists this says so instead of pretending.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['turbo', 'run', 'build']);
if (existsSync('apps/web/package.json')) {
  run('npm', ['run', 'start', '--workspace', '@backline/web']);
} else {
  console.log('Built the packages. The web app (apps/web) is not in this checkout yet.');
}
