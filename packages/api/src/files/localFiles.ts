import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type FileArea, type Files, InvalidFileKeyError, isValidFileKey } from './index';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

/** Files on the local disk under one root directory. */
export function createLocalFiles(rootDirectory: string): Files {
  const root = resolve(rootDirectory);
  const pathOf = (key: string) => {
    if (!isValidFileKey(key)) throw new InvalidFileKeyError(`Not a file key: ${key}`);
    const path = resolve(root, key);
    // The pattern already forbids it; this keeps a future pattern change from escaping root.
    if (!path.startsWith(root + sep)) throw new InvalidFileKeyError(`Not a file key: ${key}`);
    return path;
  };
  const write = async (key: string, data: Uint8Array) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file, a crash never leaves one.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
    return { key, size: data.byteLength };
  };
  return {
    put(area: FileArea, extension: string, data: Uint8Array) {
      return write(`${area}/${randomUUID()}.${extension.toLowerCase()}`, data);
    },
    putAt: write,
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(area) {
      let names: string[];
      try {
        names = await readdir(join(root, area));
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const listed = await Promise.all(
        names
          .map((name) => `${area}/${name}`)
          // Half-written files (`.partial`) and anything else that is no key are not ours to list.
          .filter(isValidFileKey)
          .map(async (key) => {
            const info = await stat(pathOf(key)).catch(() => null);
            return info?.isFile() ? { key, modifiedAt: info.mtime } : null;
          }),
      );
      return listed.filter((file): file is { key: string; modifiedAt: Date } => file !== null);
    },
  };
}

export const filesDirectory = (dataDir: string) => join(dataDir, 'files');
