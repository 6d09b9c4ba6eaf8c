import { defineConfig } from 'tsup';

export default defineConfig({
  // index: the platform factory the web server imports; server: run the API alone;
  // audioProcess: the child process audio renders run in (found next to the bundle).
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    audioProcess: 'src/audio/audioProcess.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
});
