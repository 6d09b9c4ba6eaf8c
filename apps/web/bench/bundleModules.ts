import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes build/bundle-modules.json on the client build: for each emitted chunk, the bytes each
 * source module contributes to it (Rollup's rendered length, after tree-shaking and before
 * minification shares are applied). bench/bundle-report.mjs turns it into "which package, which
 * module" per route. Rollup already knows this, so no analyser library is needed;
 * the file sits beside build/client, so it is never served.
 */
export function bundleModules(): Plugin {
  let ssr = false;
  let root = '';
  return {
    name: 'backline:bundle-modules',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0) modules[id.replace(root, '.')] = module.renderedLength;
        }
        chunks[fileName] = modules;
      }
      await mkdir(join(root, 'build'), { recursive: true });
      await writeFile(join(root, 'build', 'bundle-modules.json'), JSON.stringify(chunks));
    },
  };
}
