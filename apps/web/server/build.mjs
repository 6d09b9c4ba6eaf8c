// Builds the Node server (server/start.ts and what it imports) into build/server/start.js,
// next to Remix's own server build. Every package stays an external import.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompressDirectory } from './precompress.mjs';

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

const compressed = await precompressDirectory(
  fileURLToPath(new URL('../build/client', import.meta.url)),
);
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${compressed.files} client files: ${kB(compressed.bytes)} → brotli ${kB(compressed.brotli)}, gzip ${kB(compressed.gzip)}`,
);
