import { defineConfig } from 'tsup';

export default defineConfig({
  // index: the platform factory the web server imports; server: run the API alone.
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
});
