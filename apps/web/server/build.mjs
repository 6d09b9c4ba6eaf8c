// Builds the Node server (server/start.ts and what it imports) into build/server/start.js,
// next to Remix's own server build. Every package stays an external import.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} id */
const isPackage = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/start.ts',
    outDir: 'build/server',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      external: (/** @type {string} */ id) => isPackage(id) || id.startsWith('node:'),
      output: { entryFileNames: 'start.js', format: 'esm' },
    },
  },
});
console.log('built build/server/start.js');
