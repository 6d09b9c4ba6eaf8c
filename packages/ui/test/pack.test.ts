// @vitest-environment node
// The published package works outside this repository: pack it, install the tarball into a
// scratch project (with the domain's tarball, and React from this repository's node_modules; the
// rest comes from the npm registry or its cache), and server-render a Button with its CSS.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(uiDir, '..', '..');
const domainDir = join(repoRoot, 'packages', 'domain');

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Packs a folder into `destination` and returns the tarball's file name. Lifecycle scripts are
 * skipped (the domain's prepack rebuilds it): the builds were made just before.
 */
function pack(folder: string, destination: string): string {
  const [result] = JSON.parse(
    npm(
      ['pack', folder, '--json', '--ignore-scripts', '--pack-destination', destination],
      repoRoot,
    ),
  );
  return result.filename;
}

interface RenderResult {
  html: string;
  pendingHtml: string;
  stylesheet: string;
  spanishMessagesFile: string;
}

let scratch: string;
let rendered: RenderResult;

beforeAll(async () => {
  // `npm test` builds first (pretest); a lone run of this file builds what is missing.
  if (!existsSync(join(domainDir, 'dist', 'index.js'))) npm(['run', 'build'], domainDir);
  if (!existsSync(join(uiDir, 'dist', 'index.css'))) npm(['run', 'build'], uiDir);

  scratch = await mkdtemp(join(tmpdir(), 'backline-ui-pack-'));
  const local = (name: string) => `file:./${pack(join(repoRoot, 'node_modules', name), scratch)}`;
  const tarballs = {
    '@backline/ui': `file:./${pack(uiDir, scratch)}`,
    '@backline/domain': `file:./${pack(domainDir, scratch)}`,
    react: local('react'),
    'react-dom': local('react-dom'),
    scheduler: local('scheduler'),
  };
  await writeFile(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch-app',
      private: true,
      type: 'module',
      dependencies: tarballs,
      // Our own packages and React resolve to the tarballs only, never to the registry.
      overrides: tarballs,
    }),
  );
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], scratch);

  await writeFile(
    join(scratch, 'render.mjs'),
    `import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, UIProvider } from '@backline/ui';

const html = renderToString(h(UIProvider, { locale: 'en' }, h(Button, { variant: 'danger' }, 'Delete mix')));
const pendingHtml = renderToString(h(UIProvider, { locale: 'es' }, h(Button, { isPending: true }, 'Guardar')));
const stylesheet = readFileSync(fileURLToPath(import.meta.resolve('@backline/ui/styles.css')), 'utf8');
const spanishMessagesFile = fileURLToPath(import.meta.resolve('@backline/ui/messages/es.json'));
console.log(JSON.stringify({ html, pendingHtml, stylesheet, spanishMessagesFile }));
`,
  );
  rendered = JSON.parse(execFileSync('node', ['render.mjs'], { cwd: scratch, encoding: 'utf8' }));
}, 300_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the packed @backline/ui', () => {
  it('server-renders a Button whose classes are all defined in styles.css', () => {
    expect(rendered.html).toMatch(/^<button[^>]*>.*Delete mix.*<\/button>$/s);
    const classes = /class="([^"]+)"/.exec(rendered.html)?.[1]?.split(' ') ?? [];
    expect(classes.length).toBeGreaterThanOrEqual(3);
    for (const className of classes) {
      // A rule for the class, not merely the name somewhere in the file.
      expect(rendered.stylesheet).toMatch(new RegExp(`\\.${className}[^{,]*[,{]`));
    }
  });

  it('gives the variant class a rule of its own in the stylesheet', () => {
    const classes = /class="([^"]+)"/.exec(rendered.html)?.[1]?.split(' ') ?? [];
    const ruleBodies = classes.map(
      (className) =>
        new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(rendered.stylesheet)?.[1] ?? '',
    );
    // The danger variant sets the button's colour variables.
    expect(ruleBodies.some((body) => body.includes('--'))).toBe(true);
  });

  it('renders text from the shipped messages in the requested locale', () => {
    expect(rendered.pendingHtml).toContain('En curso');
    expect(rendered.pendingHtml).toContain('data-pending="true"');
  });

  it('exports its messages for the app to merge', async () => {
    const es = JSON.parse(await readFile(rendered.spanishMessagesFile, 'utf8'));
    expect(es['ui.button.pending']).toBe('En curso');
  });

  it('ships the theme classes in the stylesheet with both colour schemes', () => {
    expect(rendered.stylesheet).toContain('prefers-reduced-motion');
    expect(rendered.stylesheet.match(/#ffffff/gi)?.length ?? 0).toBeGreaterThan(0);
    expect(rendered.stylesheet).toContain('#111114');
  });
});
