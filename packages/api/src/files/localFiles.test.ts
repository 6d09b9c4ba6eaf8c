import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidFileKeyError, isValidFileKey } from './index';
import { createLocalFiles } from './localFiles';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backline-files-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local files', () => {
  it('stores under a generated name and reads it back', async () => {
    const files = createLocalFiles(root);
    const stored = await files.put('avatars', 'WEBP', new TextEncoder().encode('image bytes'));
    expect(stored.key).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    expect(stored.size).toBe(11);
    expect((await files.read(stored.key))?.toString()).toBe('image bytes');
    const stream = await files.stream(stored.key);
    expect(stream && (await text(stream))).toBe('image bytes');
  });

  it('overwrites an id-derived key, leaving no partial file behind', async () => {
    const files = createLocalFiles(root);
    await files.putAt('mixdowns/package-42.mp3', new Uint8Array([1]));
    await files.putAt('mixdowns/package-42.mp3', new Uint8Array([2, 3]));
    expect([...((await files.read('mixdowns/package-42.mp3')) ?? [])]).toEqual([2, 3]);
    expect(await readdir(join(root, 'mixdowns'))).toEqual(['package-42.mp3']);
  });

  it('lists the files of an area with their times, skipping half-written ones', async () => {
    const files = createLocalFiles(root);
    expect(await files.list('uploads')).toEqual([]);
    await files.putAt('uploads/one.webp', new Uint8Array([1]));
    await writeFile(join(root, 'uploads', 'two.webp.123.partial'), 'x');
    const listed = await files.list('uploads');
    expect(listed.map((file) => file.key)).toEqual(['uploads/one.webp']);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
  });

  it('answers null for a missing file and deletes quietly', async () => {
    const files = createLocalFiles(root);
    expect(await files.read('avatars/missing.webp')).toBeNull();
    expect(await files.stream('avatars/missing.webp')).toBeNull();
    await files.delete('avatars/missing.webp');
  });

  it('refuses keys that could leave the files folder or name a file a person chose', async () => {
    const files = createLocalFiles(root);
    for (const key of [
      '../etc/passwd',
      'avatars/../../x.txt',
      '/avatars/a.png',
      'secrets/a.png',
      'avatars/My Photo.png',
    ]) {
      expect(isValidFileKey(key)).toBe(false);
      await expect(files.read(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    await expect(files.put('avatars', 'png/../../x', new Uint8Array())).rejects.toBeInstanceOf(
      InvalidFileKeyError,
    );
  });
});
