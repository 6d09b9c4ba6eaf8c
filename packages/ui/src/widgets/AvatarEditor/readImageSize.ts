import type { ImageSize } from './cropBox';

/**
 * The pixel size of an image file, decoded by the browser; rejects when it cannot decode it (a
 * text file renamed .png). The server sniffs and re-encodes the upload anyway: this only lets the
 * editor refuse early and crop.
 */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        resolve({ width: image.naturalWidth, height: image.naturalHeight });
      } else reject(new Error('The image has no size.'));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image the browser can decode.'));
    };
    image.src = url;
  });
}
