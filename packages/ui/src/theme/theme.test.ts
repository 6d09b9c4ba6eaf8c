import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { makeTheme, reducedMotionDurations, rem, shadow } from './makeTheme';
import { type ColourScheme, darkColours, lightColours, tones } from './tokens';

/** WCAG 2.1 AA: 4.5:1 for text, 3:1 for borders and focus rings that identify a control. */
const TEXT = 4.5;
const NON_TEXT = 3;

type Pair = [foreground: string, background: string, minimum: number];

function pairsToCheck(scheme: ColourScheme): Pair[] {
  const pageBackgrounds = ['background', 'surface', 'surfaceSubtle'] as const;
  const pairs: Pair[] = [];
  for (const background of pageBackgrounds) {
    pairs.push(
      ['text', background, TEXT],
      ['textMuted', background, TEXT],
      ['link', background, TEXT],
      ['linkHover', background, TEXT],
      ['danger', background, TEXT],
      ['fieldBorder', background, NON_TEXT],
      ['focusRing', background, NON_TEXT],
      ['accent', background, NON_TEXT],
    );
  }
  pairs.push(
    ['text', 'surfaceSunken', TEXT],
    ['text', 'neutralHover', TEXT],
    ['text', 'neutralPressed', TEXT],
    ['text', 'fieldBackground', TEXT],
    ['textMuted', 'fieldBackground', TEXT],
    ['onAccent', 'accent', TEXT],
    ['onAccent', 'accentHover', TEXT],
    ['onAccent', 'accentPressed', TEXT],
    ['link', 'accentSubtle', TEXT],
    ['onDanger', 'danger', TEXT],
    ['onDanger', 'dangerHover', TEXT],
    ['onDanger', 'dangerPressed', TEXT],
  );
  const theme = makeTheme(scheme, { shadowOpacityScale: 1 });
  const colour = (role: string) => (theme.color as Record<string, string>)[role]!;
  const resolved: Pair[] = pairs.map(([fg, bg, min]) => [colour(fg), colour(bg), min]);
  for (const tone of tones) {
    const t = theme.tone[tone];
    resolved.push(
      [t.text, t.background, TEXT],
      [colour('text'), t.background, TEXT],
      [t.accent, t.background, NON_TEXT],
      [t.text, colour('surface'), TEXT],
      [t.text, colour('background'), TEXT],
    );
  }
  return resolved;
}

describe.each([
  ['light', lightColours],
  ['dark', darkColours],
] as const)('the %s theme', (_name, scheme) => {
  it('meets WCAG AA contrast for every text and control colour pair', () => {
    const failing = pairsToCheck(scheme)
      .map(([fg, bg, min]) => ({ fg, bg, min, ratio: Number(contrastRatio(fg, bg).toFixed(2)) }))
      .filter(({ ratio, min }) => ratio < min);
    expect(failing).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6139d6', '#6139d6')).toBe(1);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('#rrggbb');
  });
});

describe('makeTheme', () => {
  it('turns pixel tokens into rem so text follows the user font size', () => {
    expect(rem(16)).toBe('1rem');
    expect(rem(12)).toBe('0.75rem');
    expect(rem(0)).toBe('0');
    expect(makeTheme(lightColours, { shadowOpacityScale: 1 }).space.large).toBe('1rem');
  });

  it('gives both themes the same shape, so the contract covers every token', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' ? keys(child).map((k) => `${key}.${k}`) : [key],
      );
    const light = makeTheme(lightColours, { shadowOpacityScale: 1 });
    const dark = makeTheme(darkColours, { shadowOpacityScale: 2 });
    expect(keys(dark)).toEqual(keys(light));
  });

  it('scales shadow opacity for dark surfaces and caps it at 1', () => {
    const layer = [{ y: 1, blur: 2, spread: 0, opacity: 0.6 }];
    expect(shadow(layer, 1)).toBe('0 1px 2px 0px rgb(0 0 0 / 0.60)');
    expect(shadow(layer, 2)).toBe('0 1px 2px 0px rgb(0 0 0 / 1.00)');
    expect(shadow([], 2)).toBe('none');
  });

  it('sets every duration to zero for reduced motion', () => {
    expect(Object.values(reducedMotionDurations).every((d) => d === '0ms')).toBe(true);
    expect(Object.keys(reducedMotionDurations)).toEqual(
      Object.keys(makeTheme(lightColours, { shadowOpacityScale: 1 }).duration),
    );
  });
});
