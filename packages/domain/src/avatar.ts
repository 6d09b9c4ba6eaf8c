import { AVATAR_MIN_SIZE_PX } from './constants';

/**
 * The avatar files made from an upload (docs/decisions/010): a 400 px square for the profile and
 * an 88 px square for lists and the top bar. The spec's "maximum 88x88" is the size the avatar is
 * shown at in the source, not an upload limit.
 */
export const AVATAR_SIZES_PX = { large: 400, thumbnail: 88 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES_PX;

/** Not in the spec: the largest image file an upload may carry (10 MiB). */
export const AVATAR_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The image formats an avatar may be made from; anything else (SVG, GIF, HEIC, …) is refused. */
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarImageType = (typeof AVATAR_IMAGE_TYPES)[number];

/** Avatar upload texts not in the spec's catalogue (part 1 §8 has only the toasts). */
export const AVATAR_MESSAGES = {
  tooSmall: 'Choose an image of at least 200x200 pixels.',
  tooLarge: 'Choose an image file of at most 10 MB.',
  notAnImage: 'Choose a JPEG, PNG or WebP image.',
  fileRequired: 'Choose an image file.',
  cropInvalid: 'Choose a square part of the image, at least 200x200 pixels, inside the image.',
} as const;
export type AvatarMessageKey = keyof typeof AVATAR_MESSAGES;

/**
 * What a file really is, from its first bytes rather than its name or declared type: a text file
 * renamed `.png` or an SVG (which can carry script) is no image here.
 */
export function sniffImageType(bytes: Uint8Array): AvatarImageType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The part of the uploaded image that becomes the avatar, in the image's own pixels. */
export interface AvatarCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A square crop needs equal sides; one pixel of rounding either way is allowed. */
const SQUARE_TOLERANCE_PX = 1;

/**
 * Why a crop cannot be used on an image of this size, or null (part 1 §5: the crop is forced,
 * square, and what is kept is still at least 200x200).
 */
export function avatarCropProblem(
  crop: AvatarCrop,
  image: { width: number; height: number },
): AvatarMessageKey | null {
  if (image.width < AVATAR_MIN_SIZE_PX || image.height < AVATAR_MIN_SIZE_PX) return 'tooSmall';
  const inside =
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.x + crop.width <= image.width &&
    crop.y + crop.height <= image.height;
  const square = Math.abs(crop.width - crop.height) <= SQUARE_TOLERANCE_PX;
  const bigEnough =
    Math.min(crop.width, crop.height) >= AVATAR_MIN_SIZE_PX - SQUARE_TOLERANCE_PX &&
    Math.max(crop.width, crop.height) >= AVATAR_MIN_SIZE_PX;
  return inside && square && bigEnough ? null : 'cropInvalid';
}

/**
 * The largest centred square of an image: what an editor proposes before the person moves it.
 */
export function centredSquareCrop(image: { width: number; height: number }): AvatarCrop {
  const side = Math.min(image.width, image.height);
  return {
    x: Math.floor((image.width - side) / 2),
    y: Math.floor((image.height - side) / 2),
    width: side,
    height: side,
  };
}

/**
 * The 88 px file of an avatar the platform made (`…-400.webp` → `…-88.webp`); any other address
 * (an older photo_url) is returned as it is.
 */
export function avatarUrlForSize(url: string, size: AvatarSize): string {
  return url.replace(
    /(\/api\/files\/avatars\/[a-z0-9-]+)-\d+\.webp$/,
    `$1-${AVATAR_SIZES_PX[size]}.webp`,
  );
}
