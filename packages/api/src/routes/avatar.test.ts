import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MESSAGES, AVATAR_SIZES_PX, avatarUrlForSize } from '@backline/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_ERRORS, AVATAR_UPLOAD_LIFETIME_MS, pruneAvatarUploads } from '../services/avatar';
import { signUpAccount, type TestAccount } from '../test/accounts';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

let t: TestPlatform;
let ana: TestAccount;

beforeAll(async () => {
  t = await startTestPlatform('avatar');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await rm(join(t.dataDir, 'files'), { recursive: true, force: true });
  ana = await signUpAccount(t, 'ana@example.com');
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

interface UploadOptions {
  crop?: { x: number; y: number; width: number; height: number };
  name?: string;
  type?: string;
  origin?: string;
  id?: string;
}

/** A browser's multipart upload: the file, its (user-chosen) name and the crop box. */
async function upload(account: TestAccount, data: Uint8Array, options: UploadOptions = {}) {
  const form = new FormData();
  form.set(
    'file',
    new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' }),
    options.name ?? 'me.png',
  );
  const crop = options.crop ?? { x: 0, y: 0, width: 300, height: 300 };
  form.set('crop_x', String(crop.x));
  form.set('crop_y', String(crop.y));
  form.set('crop_width', String(crop.width));
  form.set('crop_height', String(crop.height));
  const response = await t.platform.request(
    `/api/users/${options.id ?? account.id}/avatar_uploads`,
    {
      method: 'POST',
      headers: {
        origin: options.origin ?? new URL(t.platform.config.publicUrl).origin,
        cookie: [...account.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: form,
    },
    { clientIp: account.client.ip },
  );
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** Every file under $DATA_DIR/files. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(join(t.dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe(`avatar upload, crop and save (${testDatabase})`, () => {
  it('crops on the server, stores 400 and 88 px WebP files, serves them and deletes them', async () => {
    const uploaded = await upload(ana, await png(800, 600), {
      crop: { x: 100, y: 50, width: 500, height: 500 },
      name: '../../etc/passwd.png',
    });
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.body as { url: string };
    expect(url).toMatch(new RegExp(`^/api/files/uploads/${ana.id}-[0-9a-f]{32}\\.webp$`));
    expect(uploaded.body).toMatchObject({ width: 400, height: 400 });
    // The upload is its owner's only.
    expect((await ana.client.get(url)).status).toBe(200);
    expect((await t.client().get(url)).status).toBe(404);

    const saved = await ana.client.post(`/api/users/${ana.id}/avatar_v2`, { url });
    expect(saved.status).toBe(200);
    const { v2_photo_url } = saved.body as { v2_photo_url: string };
    expect(v2_photo_url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}-400\.webp$/);
    const me = await ana.client.get('/api/me');
    expect(me.body).toMatchObject({ v2_photo_uploaded: true, v2_photo_url });

    for (const [size, px] of Object.entries(AVATAR_SIZES_PX)) {
      // Signed out: avatars are public.
      const image = await t.platform.request(avatarUrlForSize(v2_photo_url, size as 'large'));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: px, height: px });
    }
    // The upload became the avatar: only the two avatar files remain.
    expect((await storedFiles()).sort()).toHaveLength(2);

    expect((await ana.client.delete(`/api/users/${ana.id}/avatar_v2`)).status).toBe(204);
    expect((await ana.client.get('/api/me')).body).toMatchObject({
      v2_photo_uploaded: false,
      v2_photo_url: null,
    });
    expect(await storedFiles()).toEqual([]);
    expect((await t.client().call('GET', v2_photo_url)).status).toBe(404);
  });

  it('replacing the avatar deletes the previous files', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { body } = await upload(ana, await png(300, 300));
      const saved = await ana.client.post(`/api/users/${ana.id}/avatar_v2`, {
        url: (body as { url: string }).url,
      });
      expect(saved.status).toBe(200);
    }
    expect(await storedFiles()).toHaveLength(2);
  });

  it('refuses a 100x100 image, stores nothing', async () => {
    const response = await upload(ana, await png(100, 100), {
      crop: { x: 0, y: 0, width: 100, height: 100 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { file: [AVATAR_MESSAGES.tooSmall] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a 30 MB file with 413, stores nothing', async () => {
    const big = new Uint8Array(30 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(ana, big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ errors: { file: [AVATAR_MESSAGES.tooLarge] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a text file renamed .png, stores nothing', async () => {
    const text = new TextEncoder().encode('just some notes, not a picture\n'.repeat(50));
    const response = await upload(ana, text, { name: 'notes.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { file: [AVATAR_MESSAGES.notAnImage] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an SVG with a script, stores nothing', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>',
    );
    const response = await upload(ana, svg, { name: 'me.svg', type: 'image/svg+xml' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { file: [AVATAR_MESSAGES.notAnImage] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a JPEG signature on a body that is no JPEG, and a crop outside the image', async () => {
    const fake = new Uint8Array(await png(300, 300));
    fake.set([0xff, 0xd8, 0xff], 0);
    expect((await upload(ana, fake)).body).toEqual({
      errors: { file: [AVATAR_MESSAGES.notAnImage] },
    });
    const outside = await upload(ana, await png(300, 300), {
      crop: { x: 200, y: 0, width: 300, height: 300 },
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ errors: { crop: [AVATAR_MESSAGES.cropInvalid] } });
    const missing = await upload(ana, new Uint8Array(), {});
    expect(missing.body).toEqual({ errors: { file: [AVATAR_MESSAGES.fileRequired] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a cross-site upload (403) and a JSON body (415)', async () => {
    const response = await upload(ana, await png(300, 300), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    const json = await ana.client.post(`/api/users/${ana.id}/avatar_uploads`, { file: 'x' });
    expect(json.status).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses another person's id on every avatar call, and another person's upload", async () => {
    const ben = await signUpAccount(t, 'ben@example.com');
    expect((await upload(ana, await png(300, 300), { id: ben.id })).status).toBe(403);

    const { body } = await upload(ben, await png(300, 300));
    const bensUpload = (body as { url: string }).url;
    expect(
      (await ana.client.post(`/api/users/${ben.id}/avatar_v2`, { url: bensUpload })).status,
    ).toBe(403);
    // Ana cannot adopt Ben's upload as her own avatar either.
    const stolen = await ana.client.post(`/api/users/${ana.id}/avatar_v2`, { url: bensUpload });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ errors: { url: [AVATAR_ERRORS.uploadRequired] } });
    expect((await ana.client.delete(`/api/users/${ben.id}/avatar_v2`)).status).toBe(403);
    expect((await t.client().delete(`/api/users/${ana.id}/avatar_v2`)).status).toBe(401);
  });

  it('deletes an upload that was never saved as the avatar a day later, and nothing else', async () => {
    const { body } = await upload(ana, await png(300, 300));
    const saved = await upload(ana, await png(300, 300));
    await ana.client.post(`/api/users/${ana.id}/avatar_v2`, {
      url: (saved.body as { url: string }).url,
    });
    expect(await storedFiles()).toHaveLength(3);
    const deps = { files: t.platform.files, logger: t.logger };
    expect(await pruneAvatarUploads(deps, new Date())).toBe(0);
    const dayLater = new Date(Date.now() + AVATAR_UPLOAD_LIFETIME_MS + 60_000);
    expect(await pruneAvatarUploads(deps, dayLater)).toBe(1);
    expect(await storedFiles()).toHaveLength(2);
    expect((await ana.client.get((body as { url: string }).url)).status).toBe(404);
  });

  it('refuses an avatar_v2 url that is not an upload of ours', async () => {
    for (const url of ['https://evil.example/a.png', '/api/files/uploads/../../secret', '']) {
      const response = await ana.client.post(`/api/users/${ana.id}/avatar_v2`, { url });
      expect(response.status).toBe(400);
    }
  });
});
