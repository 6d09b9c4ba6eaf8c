/**
 * The avatar's crop box (part 1 §5 "a crop is forced"): a square in the source image's pixels,
 * which is what the upload sends and the server applies. Pure functions: every move or resize
 * starts from a box and returns a new one that fits the image and is at least `minSide` wide.
 */

import { centredSquareCrop } from '@backline/domain';

/** A square region of the source image, in its pixels: what the upload endpoint receives. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The source image's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The corners a pointer can drag to resize the box; the opposite corner stays put. */
export const cropCorners = ['nw', 'ne', 'sw', 'se'] as const;
export type CropCorner = (typeof cropCorners)[number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const shortSide = (image: ImageSize) => Math.min(image.width, image.height);

/** The smallest side allowed: `minSide`, unless the image itself is smaller. */
const smallestSide = (image: ImageSize, minSide: number) => Math.min(minSide, shortSide(image));

function square(x: number, y: number, side: number): CropBox {
  return { x, y, width: side, height: side };
}

/** The largest square, centred: what the crop starts as (the domain's `centredSquareCrop`). */
export function initialCropBox(image: ImageSize): CropBox {
  return centredSquareCrop(image);
}

/** A box made whole: integer pixels, square, inside the image, no smaller than `minSide`. */
export function clampCropBox(box: CropBox, image: ImageSize, minSide: number): CropBox {
  const side = Math.round(clamp(box.width, smallestSide(image, minSide), shortSide(image)));
  return square(
    Math.round(clamp(box.x, 0, image.width - side)),
    Math.round(clamp(box.y, 0, image.height - side)),
    side,
  );
}

/** Moves the box by (dx, dy) source pixels; it stops at the image's edges. */
export function moveCropBox(box: CropBox, dx: number, dy: number, image: ImageSize): CropBox {
  const side = box.width;
  return square(
    Math.round(clamp(box.x + dx, 0, image.width - side)),
    Math.round(clamp(box.y + dy, 0, image.height - side)),
    side,
  );
}

/**
 * Resizes the box by dragging one corner by (dx, dy) source pixels. The box stays square: it
 * grows by the mean of the two movements along the corner's diagonal, and the opposite corner
 * stays where it was.
 */
export function resizeCropBoxFromCorner(
  box: CropBox,
  corner: CropCorner,
  dx: number,
  dy: number,
  image: ImageSize,
  minSide: number,
): CropBox {
  const east = corner.endsWith('e');
  const south = corner.startsWith('s');
  const anchorX = east ? box.x : box.x + box.width;
  const anchorY = south ? box.y : box.y + box.height;
  const room = Math.min(
    east ? image.width - anchorX : anchorX,
    south ? image.height - anchorY : anchorY,
  );
  const grow = ((east ? dx : -dx) + (south ? dy : -dy)) / 2;
  const side = Math.round(
    clamp(box.width + grow, Math.min(smallestSide(image, minSide), room), room),
  );
  return square(east ? anchorX : anchorX - side, south ? anchorY : anchorY - side, side);
}

/** Resizes the box by `delta` pixels around its centre (the keyboard's + and −), kept inside. */
export function resizeCropBoxAroundCentre(
  box: CropBox,
  delta: number,
  image: ImageSize,
  minSide: number,
): CropBox {
  const side = Math.round(clamp(box.width + delta, smallestSide(image, minSide), shortSide(image)));
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return clampCropBox(square(centreX - side / 2, centreY - side / 2, side), image, minSide);
}

/** One keyboard step: 1 % of the image's shorter side (at least a pixel); Shift takes ten. */
export function cropKeyStep(image: ImageSize, large = false): number {
  const step = Math.max(1, Math.round(shortSide(image) / 100));
  return large ? step * 10 : step;
}

/**
 * The box after a key press on the crop area, or null for a key it does not use. The arrows move
 * it over the image as drawn (the image is never mirrored, so ← always moves left); + and −
 * resize it around its centre; Home and End make it the whole short side or the smallest allowed.
 */
export function cropBoxForKey(
  key: string,
  shiftKey: boolean,
  box: CropBox,
  image: ImageSize,
  minSide: number,
): CropBox | null {
  const step = cropKeyStep(image, shiftKey);
  switch (key) {
    case 'ArrowLeft':
      return moveCropBox(box, -step, 0, image);
    case 'ArrowRight':
      return moveCropBox(box, step, 0, image);
    case 'ArrowUp':
      return moveCropBox(box, 0, -step, image);
    case 'ArrowDown':
      return moveCropBox(box, 0, step, image);
    case '+':
    case '=':
      return resizeCropBoxAroundCentre(box, step, image, minSide);
    case '-':
    case '_':
      return resizeCropBoxAroundCentre(box, -step, image, minSide);
    case 'Home':
      return resizeCropBoxAroundCentre(box, shortSide(image), image, minSide);
    case 'End':
      return resizeCropBoxAroundCentre(box, -shortSide(image), image, minSide);
    default:
      return null;
  }
}

/**
 * The box as percentages of the image, to draw it over the image at any displayed size (in a
 * left-to-right stage, where inline-start is the image's left edge).
 */
export function cropBoxPercentages(box: CropBox, image: ImageSize) {
  return {
    insetInlineStart: `${(box.x / image.width) * 100}%`,
    insetBlockStart: `${(box.y / image.height) * 100}%`,
    inlineSize: `${(box.width / image.width) * 100}%`,
    blockSize: `${(box.height / image.height) * 100}%`,
  };
}

/** CSS background size and position that show exactly the box in a square preview. */
export function cropPreviewBackground(box: CropBox, image: ImageSize) {
  const position = (offset: number, free: number) => (free === 0 ? 0 : (offset / free) * 100);
  return {
    backgroundSize: `${(image.width / box.width) * 100}% ${(image.height / box.height) * 100}%`,
    backgroundPosition: `${position(box.x, image.width - box.width)}% ${position(box.y, image.height - box.height)}%`,
  };
}
