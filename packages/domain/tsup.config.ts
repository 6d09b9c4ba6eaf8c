import { defineConfig } from 'tsup';

// One output module per subject file (plus shared chunks): `index.js` only re-exports, so with
// `sideEffects: false` a bundler drops every subject an app does not import — in particular the
// zod schemas, whose module-level `z.object(…)` calls a bundler could not prove pure otherwise.
export default defineConfig({
  entry: ['src/*.ts', '!src/*.test.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  splitting: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
