import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Platform } from '@backline/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './app';
import { precompressDirectory } from './precompress.mjs';

// Static assets precompressed with brotli and gzip at build time, served by content
// negotiation, immutable.

const script = `export const notes = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `note ${n}`))};\n`;
let client: string;

beforeAll(async () => {
  client = await mkdtemp(join(tmpdir(), 'backline-client-'));
  await mkdir(join(client, 'assets'));
  await writeFile(join(client, 'assets', 'notes-abc123.js'), script);
  await writeFile(join(client, 'assets', 'tiny-abc123.js'), 'export {};\n');
  await writeFile(join(client, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
});
afterAll(() => rm(client, { recursive: true, force: true }));

function server() {
  const platform = {
    config: { publicUrl: 'http://localhost:3000', publicUrlSet: true, trustProxy: 0 },
    app: { fetch: () => new Response('api') },
  } as unknown as Platform;
  return createWebServer({
    platform,
    mode: 'production',
    build: () => Promise.reject(new Error('no page build in this test')),
    clientDirectory: client,
  });
}
const env = { incoming: undefined, outgoing: undefined };

describe('precompressed client assets', () => {
  it('writes a brotli and a gzip twin of each compressible file, none for tiny or binary ones', async () => {
    const totals = await precompressDirectory(client);
    expect(totals.files).toBe(1);
    const source = await readFile(join(client, 'assets', 'notes-abc123.js'));
    const br = await readFile(join(client, 'assets', 'notes-abc123.js.br'));
    const gz = await readFile(join(client, 'assets', 'notes-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(source)).toBe(true);
    expect(gunzipSync(gz).equals(source)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    await expect(readFile(join(client, 'assets', 'tiny-abc123.js.br'))).rejects.toThrow();
    await expect(readFile(join(client, 'assets', 'logo-abc123.png.br'))).rejects.toThrow();
  });

  it('answers brotli to a browser that takes it, gzip to one that takes only gzip, immutable', async () => {
    await precompressDirectory(client);
    const app = server();
    const path = '/assets/notes-abc123.js';

    const br = await app.request(
      path,
      { headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
      env,
    );
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } }, env);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request(path, {}, env);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
