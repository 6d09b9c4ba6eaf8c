import { randomBytes, randomUUID } from 'node:crypto';
import {
  AVATAR_MESSAGES,
  AVATAR_SIZES_PX,
  type AvatarCrop,
  avatarCropProblem,
  avatarUrlForSize,
  sniffImageType,
} from '@backline/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../db/schema';
import type { ApiDeps } from '../deps';
import { fieldRefusal, ServiceError } from './errors';

type AvatarDeps = Pick<ApiDeps, 'db' | 'clock' | 'files' | 'config' | 'logger'>;

/**
 * A decompression bomb (a small file that decodes to gigapixels) is refused before decoding:
 * 50 megapixels is more than any phone camera takes.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 85;

/** Where stored files are served (routes/files.ts). */
export const FILES_PATH = '/api/files';

const sharpFormats: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const AVATAR_ERRORS = {
  uploadRequired: 'Upload the image first, then save it as your avatar.',
} as const;

const refuseFile = (key: keyof typeof AVATAR_MESSAGES) =>
  fieldRefusal('file', AVATAR_MESSAGES[key]);

/**
 * An upload's key names its owner (`uploads/<user id>-<random>.webp`), so POST avatar_v2 can
 * check that the url is one of the caller's own uploads without a table.
 */
const uploadKey = (userId: string) => `uploads/${userId}-${randomBytes(16).toString('hex')}.webp`;
const UPLOAD_KEY = /^uploads\/[0-9a-f-]{36}-[0-9a-f]{32}\.webp$/;

/**
 * POST /users/{id}/avatar_uploads: the image is judged by its content (never its name or
 * declared type), decoded with a pixel limit, cropped to the chosen square on the server and
 * re-encoded as a 400 px WebP without metadata. Nothing is stored unless all of that succeeds.
 */
export async function uploadAvatarImage(
  deps: AvatarDeps,
  userId: string,
  bytes: Uint8Array,
  crop: AvatarCrop,
): Promise<{ url: string; width: number; height: number }> {
  const type = sniffImageType(bytes);
  if (!type) throw refuseFile('notAnImage');
  let oriented: { width: number; height: number };
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // The first bytes and the decoder must agree (a PNG signature on a JPEG body is a trick).
    if (metadata.format !== sharpFormats[type]) throw refuseFile('notAnImage');
    oriented = metadata.autoOrient;
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw refuseFile('notAnImage');
  }
  const problem = avatarCropProblem(crop, oriented);
  if (problem === 'tooSmall') throw refuseFile('tooSmall');
  if (problem) throw fieldRefusal('crop', AVATAR_MESSAGES[problem]);

  const side = Math.min(crop.width, crop.height);
  let output: Buffer;
  try {
    output = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
      failOn: 'error',
    })
      .extract({ left: crop.x, top: crop.y, width: side, height: side })
      .resize(AVATAR_SIZES_PX.large, AVATAR_SIZES_PX.large, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    deps.logger.warn('avatar upload: the image did not decode', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw refuseFile('notAnImage');
  }
  const stored = await deps.files.putAt(uploadKey(userId), output);
  return {
    url: `${FILES_PATH}/${stored.key}`,
    width: AVATAR_SIZES_PX.large,
    height: AVATAR_SIZES_PX.large,
  };
}

/** The key of an upload url of this user (relative, or absolute on our own address), or null. */
function ownUploadKey(deps: AvatarDeps, userId: string, url: string): string | null {
  let path: string;
  try {
    const parsed = new URL(url, deps.config.publicUrl);
    if (parsed.origin !== new URL(deps.config.publicUrl).origin) return null;
    path = parsed.pathname;
  } catch {
    return null;
  }
  const match = path.match(/^\/api\/files\/(uploads\/([0-9a-f-]{36})-[0-9a-f]{32}\.webp)$/);
  return match?.[1] && match[2] === userId ? match[1] : null;
}

/** The stored keys of an avatar url the platform made (both sizes), or none. */
function avatarKeys(url: string | null): string[] {
  if (!url) return [];
  const match = url.match(/^\/api\/files\/(avatars\/[0-9a-f-]+-\d+\.webp)$/);
  if (!match?.[1]) return [];
  return (Object.keys(AVATAR_SIZES_PX) as (keyof typeof AVATAR_SIZES_PX)[]).map((size) =>
    avatarUrlForSize(url, size).slice(FILES_PATH.length + 1),
  );
}

async function deleteQuietly(
  deps: Pick<ApiDeps, 'files' | 'logger'>,
  keys: string[],
): Promise<void> {
  for (const key of keys) {
    await deps.files.delete(key).catch((error: unknown) =>
      deps.logger.warn('avatar: a file could not be deleted', {
        key,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

/**
 * POST /users/{id}/avatar_v2 {url}: the upload becomes the avatar in its two sizes
 * (docs/decisions/010); the previous avatar's files and the upload are deleted.
 */
export async function setAvatar(
  deps: AvatarDeps,
  userId: string,
  url: string,
): Promise<{ v2_photo_url: string }> {
  const key = ownUploadKey(deps, userId, url);
  const upload = key ? await deps.files.read(key) : null;
  if (!key || !upload) throw fieldRefusal('url', AVATAR_ERRORS.uploadRequired);

  const id = randomUUID();
  const large = `avatars/${id}-${AVATAR_SIZES_PX.large}.webp`;
  const thumbnail = `avatars/${id}-${AVATAR_SIZES_PX.thumbnail}.webp`;
  const small = await sharp(upload)
    .resize(AVATAR_SIZES_PX.thumbnail, AVATAR_SIZES_PX.thumbnail, { fit: 'cover' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  await deps.files.putAt(large, upload);
  await deps.files.putAt(thumbnail, small);

  const v2PhotoUrl = `${FILES_PATH}/${large}`;
  const [previous] = await deps.db
    .select({ v2PhotoUrl: users.v2PhotoUrl })
    .from(users)
    .where(eq(users.id, userId));
  await deps.db
    .update(users)
    .set({ v2PhotoUploaded: true, v2PhotoUrl, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
  await deleteQuietly(deps, [...avatarKeys(previous?.v2PhotoUrl ?? null), key]);
  return { v2_photo_url: v2PhotoUrl };
}

/** DELETE /users/{id}/avatar_v2: back to photo_url (the profile photo rule) and files deleted. */
export async function deleteAvatar(deps: AvatarDeps, userId: string): Promise<void> {
  const [previous] = await deps.db
    .select({ v2PhotoUrl: users.v2PhotoUrl })
    .from(users)
    .where(eq(users.id, userId));
  await deps.db
    .update(users)
    .set({ v2PhotoUploaded: false, v2PhotoUrl: null, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
  await deleteQuietly(deps, avatarKeys(previous?.v2PhotoUrl ?? null));
}

/** An upload not made into an avatar within a day was abandoned (the crop was never saved). */
export const AVATAR_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes abandoned uploads; the hourly maintenance job calls it. */
export async function pruneAvatarUploads(
  deps: Pick<ApiDeps, 'files' | 'logger'>,
  now: Date,
): Promise<number> {
  const before = now.getTime() - AVATAR_UPLOAD_LIFETIME_MS;
  const abandoned = (await deps.files.list('uploads'))
    .filter((file) => UPLOAD_KEY.test(file.key) && file.modifiedAt.getTime() < before)
    .map((file) => file.key);
  await deleteQuietly(deps, abandoned);
  return abandoned.length;
}
