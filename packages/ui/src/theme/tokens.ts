/**
 * Raw design tokens: the only place in @backline/ui where literal colours, sizes and durations
 * live. `makeTheme` turns them into CSS values; components read them through `vars` only.
 */

/** The colour palette. Semantic schemes below pick from it by name. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  neutral50: '#f7f7f9',
  neutral100: '#eeeef2',
  neutral200: '#dcdce3',
  neutral300: '#c2c2cc',
  neutral400: '#9797a3',
  neutral500: '#6e6e7b',
  neutral600: '#55555f',
  neutral700: '#3f3f48',
  neutral800: '#2a2a31',
  neutral850: '#222228',
  neutral900: '#1b1b20',
  neutral950: '#111114',
  violet50: '#f3f0ff',
  violet100: '#e6e0ff',
  violet200: '#cfc2ff',
  violet300: '#b09bff',
  violet400: '#9271fb',
  violet600: '#6139d6',
  violet700: '#4f2cb3',
  violet800: '#3e248a',
  violet900: '#2c1b61',
  red50: '#fff0f0',
  red200: '#ffc2c2',
  red300: '#ff9a9a',
  red600: '#c32727',
  red700: '#9f1d1d',
  red800: '#7d1717',
  red950: '#2e0b0b',
  green50: '#ecfbf1',
  green300: '#7fd9a0',
  green600: '#1d7f43',
  green700: '#16643a',
  green950: '#0a2615',
  amber50: '#fff8e6',
  amber300: '#ffcf5c',
  amber600: '#9a6200',
  amber700: '#7a4d00',
  amber950: '#2b1d00',
  blue50: '#eef5ff',
  blue300: '#8fbaff',
  blue600: '#1f62c9',
  blue700: '#174c9e',
  blue950: '#0c1a33',
} as const;

export type PaletteColour = keyof typeof palette;

/** The tones that status components (Alert, Badge, InlineError) share. */
export const tones = ['info', 'success', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];

/** The colours one tone needs: a soft background, a border, readable text and an accent. */
export interface ToneColours {
  background: PaletteColour;
  border: PaletteColour;
  text: PaletteColour;
  accent: PaletteColour;
}

/**
 * A theme's colours, by role. Every text role is checked for WCAG AA contrast against the
 * backgrounds it sits on (`theme.test.ts`), so a palette change that breaks contrast fails a test
 * before axe sees it.
 */
export interface ColourScheme {
  background: PaletteColour;
  surface: PaletteColour;
  surfaceSubtle: PaletteColour;
  surfaceSunken: PaletteColour;
  text: PaletteColour;
  textMuted: PaletteColour;
  border: PaletteColour;
  fieldBorder: PaletteColour;
  fieldBackground: PaletteColour;
  accent: PaletteColour;
  accentHover: PaletteColour;
  accentPressed: PaletteColour;
  onAccent: PaletteColour;
  accentSubtle: PaletteColour;
  link: PaletteColour;
  linkHover: PaletteColour;
  danger: PaletteColour;
  dangerHover: PaletteColour;
  dangerPressed: PaletteColour;
  onDanger: PaletteColour;
  neutralHover: PaletteColour;
  neutralPressed: PaletteColour;
  disabledBackground: PaletteColour;
  disabledText: PaletteColour;
  focusRing: PaletteColour;
  track: PaletteColour;
  tone: Record<Tone, ToneColours>;
}

export const lightColours: ColourScheme = {
  background: 'white',
  surface: 'white',
  surfaceSubtle: 'neutral50',
  surfaceSunken: 'neutral100',
  text: 'neutral900',
  textMuted: 'neutral600',
  border: 'neutral200',
  fieldBorder: 'neutral500',
  fieldBackground: 'white',
  accent: 'violet600',
  accentHover: 'violet700',
  accentPressed: 'violet800',
  onAccent: 'white',
  accentSubtle: 'violet50',
  link: 'violet600',
  linkHover: 'violet800',
  danger: 'red600',
  dangerHover: 'red700',
  dangerPressed: 'red800',
  onDanger: 'white',
  neutralHover: 'neutral100',
  neutralPressed: 'neutral200',
  disabledBackground: 'neutral100',
  disabledText: 'neutral500',
  focusRing: 'violet600',
  track: 'neutral200',
  tone: {
    info: { background: 'blue50', border: 'blue600', text: 'blue700', accent: 'blue600' },
    success: { background: 'green50', border: 'green600', text: 'green700', accent: 'green600' },
    warning: { background: 'amber50', border: 'amber600', text: 'amber700', accent: 'amber600' },
    error: { background: 'red50', border: 'red600', text: 'red700', accent: 'red600' },
  },
};

export const darkColours: ColourScheme = {
  background: 'neutral950',
  surface: 'neutral900',
  surfaceSubtle: 'neutral850',
  surfaceSunken: 'black',
  text: 'neutral50',
  textMuted: 'neutral300',
  border: 'neutral700',
  fieldBorder: 'neutral400',
  fieldBackground: 'neutral950',
  accent: 'violet300',
  accentHover: 'violet200',
  accentPressed: 'violet100',
  onAccent: 'neutral950',
  accentSubtle: 'violet900',
  link: 'violet300',
  linkHover: 'violet200',
  danger: 'red300',
  dangerHover: 'red200',
  dangerPressed: 'red50',
  onDanger: 'neutral950',
  neutralHover: 'neutral800',
  neutralPressed: 'neutral700',
  disabledBackground: 'neutral800',
  disabledText: 'neutral400',
  focusRing: 'violet300',
  track: 'neutral700',
  tone: {
    info: { background: 'blue950', border: 'blue300', text: 'blue300', accent: 'blue300' },
    success: { background: 'green950', border: 'green300', text: 'green300', accent: 'green300' },
    warning: { background: 'amber950', border: 'amber300', text: 'amber300', accent: 'amber300' },
    error: { background: 'red950', border: 'red300', text: 'red300', accent: 'red300' },
  },
};

/** Spacing scale in CSS pixels (converted to rem by `makeTheme`). */
export const space = {
  none: 0,
  xxsmall: 2,
  xsmall: 4,
  small: 8,
  medium: 12,
  large: 16,
  xlarge: 24,
  xxlarge: 32,
  xxxlarge: 48,
} as const;

/** Type scale: font size and line height in CSS pixels. */
export const typeScale = {
  xsmall: { fontSize: 12, lineHeight: 16 },
  small: { fontSize: 14, lineHeight: 20 },
  standard: { fontSize: 16, lineHeight: 24 },
  large: { fontSize: 18, lineHeight: 28 },
  xlarge: { fontSize: 22, lineHeight: 30 },
  xxlarge: { fontSize: 28, lineHeight: 36 },
  display: { fontSize: 36, lineHeight: 44 },
} as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  strong: 700,
} as const;

/** Corner radii in CSS pixels; `full` makes pills and circles. */
export const radii = {
  none: 0,
  small: 4,
  medium: 8,
  large: 12,
  full: 9999,
} as const;

/** One layer of a box shadow. */
export interface ShadowLayer {
  y: number;
  blur: number;
  spread: number;
  /** Opacity of black, 0 to 1. */
  opacity: number;
}

/** Elevation: how far a surface floats above the page. Dark themes double the opacity. */
export const elevation = {
  none: [],
  raised: [
    { y: 1, blur: 2, spread: 0, opacity: 0.08 },
    { y: 1, blur: 3, spread: 0, opacity: 0.12 },
  ],
  overlay: [
    { y: 8, blur: 24, spread: -4, opacity: 0.18 },
    { y: 2, blur: 6, spread: 0, opacity: 0.12 },
  ],
} as const satisfies Record<string, readonly ShadowLayer[]>;

/** Motion durations in milliseconds; all become 0 under `prefers-reduced-motion: reduce`. */
export const durations = {
  fast: 120,
  standard: 200,
  slow: 320,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** The focus ring: an outline drawn outside the element, never replacing its border. */
export const focusRing = {
  width: 2,
  offset: 2,
} as const;

/** Control heights per size, in CSS pixels. `small` still meets the 24 px target size. */
export const controlHeight = {
  small: 32,
  medium: 40,
  large: 48,
} as const;
