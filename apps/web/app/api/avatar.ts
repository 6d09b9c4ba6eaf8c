import { AVATAR_MESSAGES, type AvatarMessageKey } from '@backline/domain';
import { accountPaths } from './account';

export interface AvatarCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type AvatarCallResult =
  | { ok: true }
  | { ok: false; problem: AvatarMessageKey | null; message: string | null };

const messageKeys = Object.keys(AVATAR_MESSAGES) as AvatarMessageKey[];

/** The refusal's text, and which of the domain's avatar texts it is (to show it translated). */
async function refusal(response: Response): Promise<AvatarCallResult> {
  const body = (await response.json().catch(() => null)) as {
    errors?: Record<string, string[]>;
    error?: string;
  } | null;
  const message = Object.values(body?.errors ?? {})[0]?.[0] ?? body?.error ?? null;
  const problem = messageKeys.find((key) => AVATAR_MESSAGES[key] === message) ?? null;
  return { ok: false, problem, message };
}

/**
 * The crop box in whole pixels inside the image: the editor may hand fractions, the server wants
 * a square of integers.
 */
export function wholePixelCrop(crop: AvatarCrop): AvatarCrop {
  const side = Math.floor(Math.min(crop.width, crop.height));
  return {
    x: Math.max(0, Math.floor(crop.x)),
    y: Math.max(0, Math.floor(crop.y)),
    width: side,
    height: side,
  };
}

/**
 * Uploads the image with its crop (POST /api/users/{id}/avatar_uploads, multipart) and makes it
 * the avatar (POST /api/users/{id}/avatar_v2 {url}); docs/decisions/010.
 */
export async function saveAvatar(
  userId: string,
  file: File,
  crop: AvatarCrop,
): Promise<AvatarCallResult> {
  const whole = wholePixelCrop(crop);
  const form = new FormData();
  form.set('file', file);
  form.set('crop_x', String(whole.x));
  form.set('crop_y', String(whole.y));
  form.set('crop_width', String(whole.width));
  form.set('crop_height', String(whole.height));
  const uploaded = await fetch(accountPaths.avatarUploads(userId), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (!uploaded.ok) return refusal(uploaded);
  const { url } = (await uploaded.json()) as { url: string };
  const saved = await fetch(accountPaths.avatar(userId), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ url }),
  });
  return saved.ok ? { ok: true } : refusal(saved);
}

/** DELETE /api/users/{id}/avatar_v2. */
export async function deleteAvatar(userId: string): Promise<AvatarCallResult> {
  const response = await fetch(accountPaths.avatar(userId), {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return response.ok ? { ok: true } : refusal(response);
}
