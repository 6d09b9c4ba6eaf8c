import {
  type ColourScheme,
  controlHeight,
  durations,
  easings,
  elevation,
  focusRing,
  fontFamily,
  fontWeight,
  type PaletteColour,
  palette,
  radii,
  type ShadowLayer,
  space,
  type Tone,
  typeScale,
} from './tokens';

/** The browser's default root font size: rem values stay proportional to the user's setting. */
const ROOT_FONT_SIZE = 16;

export function rem(px: number): string {
  return px === 0 ? '0' : `${px / ROOT_FONT_SIZE}rem`;
}

export function ms(duration: number): string {
  return `${duration}ms`;
}

export function shadow(layers: readonly ShadowLayer[], opacityScale = 1): string {
  if (layers.length === 0) return 'none';
  return layers
    .map(
      ({ y, blur, spread, opacity }) =>
        `0 ${y}px ${blur}px ${spread}px rgb(0 0 0 / ${Math.min(1, opacity * opacityScale).toFixed(2)})`,
    )
    .join(', ');
}

function mapValues<K extends string, V, R>(
  record: Readonly<Record<K, V>>,
  fn: (value: V) => R,
): Record<K, R> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, fn(value as V)]),
  ) as Record<K, R>;
}

type ColourRole = Exclude<keyof ColourScheme, 'tone'>;

export interface ThemeOptions {
  /** Shadows are harder to see on dark surfaces: the dark theme doubles their opacity. */
  shadowOpacityScale: number;
}

/** Tokens → CSS values for one theme. Pure: `vars.css.ts` and both themes are built from it. */
export function makeTheme(colours: ColourScheme, options: ThemeOptions) {
  const hex = (name: PaletteColour) => palette[name];
  const { tone, ...roles } = colours;
  return {
    color: mapValues(roles as Record<ColourRole, PaletteColour>, hex),
    tone: mapValues(tone as Record<Tone, ColourScheme['tone'][Tone]>, (t) => mapValues(t, hex)),
    space: mapValues(space, rem),
    fontFamily: { ...fontFamily },
    fontSize: mapValues(typeScale, (t) => rem(t.fontSize)),
    lineHeight: mapValues(typeScale, (t) => rem(t.lineHeight)),
    fontWeight: mapValues(fontWeight, String),
    radius: mapValues(radii, (r) => (r === radii.full ? `${r}px` : rem(r))),
    shadow: mapValues(elevation, (layers) => shadow(layers, options.shadowOpacityScale)),
    duration: mapValues(durations, ms),
    easing: { ...easings },
    focusRing: { width: `${focusRing.width}px`, offset: `${focusRing.offset}px` },
    controlHeight: mapValues(controlHeight, rem),
  };
}

export type ThemeValues = ReturnType<typeof makeTheme>;

/** Durations under `prefers-reduced-motion: reduce`: transitions finish at once. */
export const reducedMotionDurations: ThemeValues['duration'] = /* @__PURE__ */ mapValues(
  durations,
  () => '0ms',
);
