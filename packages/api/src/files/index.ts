import type { Readable } from 'node:stream';

/** The kinds of stored files; each is a folder, never a name a person typed. */
export const fileAreas = ['avatars', 'stems', 'mixdowns', 'uploads'] as const;
export type FileArea = (typeof fileAreas)[number];

export interface StoredFile {
  /** Opaque key such as `avatars/5b0c….webp`: the only handle to a stored file. */
  key: string;
  size: number;
}

/** Binary storage: `$DATA_DIR/files` embedded; an object-storage adapter can follow later. */
export interface Files {
  put(area: FileArea, extension: string, data: Uint8Array): Promise<StoredFile>;
  /** Writes under a key the caller derives from a row id (idempotent job output). */
  putAt(key: string, data: Uint8Array): Promise<StoredFile>;
  read(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** The files of an area with when each was last written (clean-up of unused uploads). */
  list(area: FileArea): Promise<{ key: string; modifiedAt: Date }[]>;
}

const keyPattern = new RegExp(`^(${fileAreas.join('|')})/[a-z0-9][a-z0-9-]{0,99}\\.[a-z0-9]{1,5}$`);

/** A key is an area, a generated or id-derived name and an extension: nothing else gets in. */
export function isValidFileKey(key: string): boolean {
  return keyPattern.test(key);
}

export class InvalidFileKeyError extends Error {
  override name = 'InvalidFileKeyError';
}
