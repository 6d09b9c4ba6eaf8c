import { describe, expect, it } from 'vitest';
import {
  AVATAR_MESSAGES,
  AVATAR_SIZES_PX,
  avatarCropProblem,
  avatarUrlForSize,
  centredSquareCrop,
  sniffImageType,
} from './avatar';
import { avatarCropSchema } from './avatarSchemas';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('sniffImageType (avatar upload: content decides, not the name)', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses text, SVG, GIF and truncated signatures', () => {
    expect(sniffImageType(ascii('hello, I am a text file renamed .png'))).toBeNull();
    expect(
      sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(sniffImageType(ascii('GIF89a'))).toBeNull();
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('avatarCropProblem (part 1 §5: minimum 200x200, crop forced)', () => {
  const image = { width: 800, height: 600 };

  it('accepts a square inside the image of at least 200 px', () => {
    expect(avatarCropProblem({ x: 100, y: 50, width: 500, height: 500 }, image)).toBeNull();
    expect(avatarCropProblem({ x: 0, y: 0, width: 200, height: 200 }, image)).toBeNull();
    expect(avatarCropProblem({ x: 0, y: 0, width: 301, height: 300 }, image)).toBeNull();
  });

  it('refuses an image under 200x200 whatever the crop', () => {
    expect(
      avatarCropProblem({ x: 0, y: 0, width: 100, height: 100 }, { width: 100, height: 100 }),
    ).toBe('tooSmall');
    expect(
      avatarCropProblem({ x: 0, y: 0, width: 150, height: 150 }, { width: 150, height: 900 }),
    ).toBe('tooSmall');
  });

  it('refuses a crop that is not square, too small or outside the image', () => {
    expect(avatarCropProblem({ x: 0, y: 0, width: 400, height: 300 }, image)).toBe('cropInvalid');
    expect(avatarCropProblem({ x: 0, y: 0, width: 150, height: 150 }, image)).toBe('cropInvalid');
    expect(avatarCropProblem({ x: 500, y: 0, width: 400, height: 400 }, image)).toBe('cropInvalid');
    expect(avatarCropProblem({ x: 0, y: 300, width: 400, height: 400 }, image)).toBe('cropInvalid');
  });

  it('proposes the largest centred square', () => {
    expect(centredSquareCrop(image)).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(centredSquareCrop({ width: 300, height: 301 })).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 300,
    });
  });
});

describe('avatarCropSchema', () => {
  it('reads the multipart fields as whole pixels', () => {
    expect(
      avatarCropSchema.parse({ crop_x: '10', crop_y: '0', crop_width: '300', crop_height: '300' }),
    ).toEqual({ crop_x: 10, crop_y: 0, crop_width: 300, crop_height: 300 });
  });

  it('refuses missing, negative or fractional values with the crop message', () => {
    const result = avatarCropSchema.safeParse({ crop_x: '-1', crop_y: '1.5', crop_width: 'a' });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(
      new Set([AVATAR_MESSAGES.cropInvalid]),
    );
  });
});

describe('avatarUrlForSize (docs/decisions/010)', () => {
  it('points at the 88 px file of an avatar the platform made', () => {
    const large = '/api/files/avatars/0b7c1a52-93f5-4e8e-a0c4-5bbf6b0d8f3e-400.webp';
    expect(avatarUrlForSize(large, 'thumbnail')).toBe(
      '/api/files/avatars/0b7c1a52-93f5-4e8e-a0c4-5bbf6b0d8f3e-88.webp',
    );
    expect(avatarUrlForSize(large, 'large')).toBe(large);
    expect(AVATAR_SIZES_PX).toEqual({ large: 400, thumbnail: 88 });
  });

  it('leaves any other address alone', () => {
    expect(avatarUrlForSize('https://cdn.example/u/photo-12.webp', 'thumbnail')).toBe(
      'https://cdn.example/u/photo-12.webp',
    );
  });
});
