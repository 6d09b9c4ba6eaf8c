import { AVATAR_MIN_SIZE_PX } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import {
  clampCropBox,
  cropBoxForKey,
  cropBoxPercentages,
  cropKeyStep,
  cropPreviewBackground,
  initialCropBox,
  moveCropBox,
  resizeCropBoxAroundCentre,
  resizeCropBoxFromCorner,
} from './cropBox';

const landscape = { width: 1200, height: 800 };
const MIN = AVATAR_MIN_SIZE_PX;

describe('initialCropBox', () => {
  it('starts as the largest centred square', () => {
    expect(initialCropBox(landscape)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(initialCropBox({ width: 300, height: 301 })).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 300,
    });
  });
});

describe('moveCropBox', () => {
  const box = { x: 100, y: 100, width: 400, height: 400 };

  it('moves by source pixels, rounded', () => {
    expect(moveCropBox(box, 10.4, -20.6, landscape)).toEqual({ ...box, x: 110, y: 79 });
  });

  it('stops at every edge of the image', () => {
    expect(moveCropBox(box, -500, -500, landscape)).toMatchObject({ x: 0, y: 0 });
    expect(moveCropBox(box, 5000, 5000, landscape)).toMatchObject({ x: 800, y: 400 });
  });
});

describe('resizeCropBoxFromCorner', () => {
  const box = { x: 200, y: 100, width: 400, height: 400 };

  it('keeps the opposite corner where it was and stays square', () => {
    const grown = resizeCropBoxFromCorner(box, 'se', 100, 60, landscape, MIN);
    expect(grown).toEqual({ x: 200, y: 100, width: 480, height: 480 });
    const fromNorthWest = resizeCropBoxFromCorner(box, 'nw', -50, -50, landscape, MIN);
    expect(fromNorthWest).toEqual({ x: 150, y: 50, width: 450, height: 450 });
    // The south-west corner's opposite is the north-east one: x moves, y stays.
    expect(resizeCropBoxFromCorner(box, 'sw', -100, 100, landscape, MIN)).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 500,
    });
  });

  it('never grows past the image from its anchor', () => {
    expect(resizeCropBoxFromCorner(box, 'se', 5000, 5000, landscape, MIN)).toEqual({
      x: 200,
      y: 100,
      width: 700,
      height: 700,
    });
    expect(resizeCropBoxFromCorner(box, 'nw', -5000, -5000, landscape, MIN)).toEqual({
      x: 100,
      y: 0,
      width: 500,
      height: 500,
    });
  });

  it('never shrinks under the 200 px minimum', () => {
    expect(resizeCropBoxFromCorner(box, 'se', -5000, -5000, landscape, MIN)).toEqual({
      x: 200,
      y: 100,
      width: MIN,
      height: MIN,
    });
    expect(resizeCropBoxFromCorner(box, 'ne', -5000, 5000, landscape, MIN)).toEqual({
      x: 200,
      y: 300,
      width: MIN,
      height: MIN,
    });
  });
});

describe('resizeCropBoxAroundCentre', () => {
  it('keeps the centre when there is room', () => {
    const box = { x: 300, y: 200, width: 400, height: 400 };
    expect(resizeCropBoxAroundCentre(box, 100, landscape, MIN)).toEqual({
      x: 250,
      y: 150,
      width: 500,
      height: 500,
    });
  });

  it('slides back inside the image near an edge', () => {
    const box = { x: 0, y: 0, width: 400, height: 400 };
    expect(resizeCropBoxAroundCentre(box, 100, landscape, MIN)).toEqual({
      x: 0,
      y: 0,
      width: 500,
      height: 500,
    });
  });

  it('stays between the minimum and the short side', () => {
    const box = initialCropBox(landscape);
    expect(resizeCropBoxAroundCentre(box, 999, landscape, MIN).width).toBe(800);
    expect(resizeCropBoxAroundCentre(box, -999, landscape, MIN).width).toBe(MIN);
  });
});

describe('keyboard (cropBoxForKey)', () => {
  const box = { x: 300, y: 200, width: 400, height: 400 };

  it('steps 1 % of the short side, ten times that with Shift', () => {
    expect(cropKeyStep(landscape)).toBe(8);
    expect(cropKeyStep(landscape, true)).toBe(80);
    expect(cropKeyStep({ width: 60, height: 60 })).toBe(1);
  });

  it('moves with the arrow keys over the image as drawn', () => {
    expect(cropBoxForKey('ArrowLeft', false, box, landscape, MIN)).toMatchObject({
      x: 292,
      y: 200,
    });
    expect(cropBoxForKey('ArrowRight', false, box, landscape, MIN)).toMatchObject({ x: 308 });
    expect(cropBoxForKey('ArrowUp', true, box, landscape, MIN)).toMatchObject({ y: 120 });
    expect(cropBoxForKey('ArrowDown', true, box, landscape, MIN)).toMatchObject({ y: 280 });
  });

  it('resizes around the centre with + and −, and to the ends with Home and End', () => {
    expect(cropBoxForKey('+', false, box, landscape, MIN)).toEqual({
      x: 296,
      y: 196,
      width: 408,
      height: 408,
    });
    expect(cropBoxForKey('-', false, box, landscape, MIN)).toEqual({
      x: 304,
      y: 204,
      width: 392,
      height: 392,
    });
    expect(cropBoxForKey('Home', false, box, landscape, MIN)?.width).toBe(800);
    expect(cropBoxForKey('End', false, box, landscape, MIN)?.width).toBe(MIN);
  });

  it('ignores other keys', () => {
    expect(cropBoxForKey('Enter', false, box, landscape, MIN)).toBeNull();
    expect(cropBoxForKey('a', false, box, landscape, MIN)).toBeNull();
  });
});

describe('clampCropBox', () => {
  it('makes any box whole, square and inside', () => {
    expect(clampCropBox({ x: -10, y: 790.6, width: 90, height: 10 }, landscape, MIN)).toEqual({
      x: 0,
      y: 600,
      width: MIN,
      height: MIN,
    });
  });
});

describe('drawing', () => {
  it('places the box in percentages of the image', () => {
    expect(cropBoxPercentages({ x: 300, y: 200, width: 400, height: 400 }, landscape)).toEqual({
      insetInlineStart: '25%',
      insetBlockStart: '25%',
      inlineSize: `${(400 / 1200) * 100}%`,
      blockSize: '50%',
    });
  });

  it('shows exactly the box in the preview', () => {
    expect(cropPreviewBackground({ x: 200, y: 0, width: 800, height: 800 }, landscape)).toEqual({
      backgroundSize: '150% 100%',
      backgroundPosition: '50% 0%',
    });
  });
});
