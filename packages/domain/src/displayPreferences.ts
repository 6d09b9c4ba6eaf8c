/** How the vertical navbar looks (the theme's four styles). */
export const NAVBAR_STYLES = ['transparent', 'inverted', 'card', 'vibrant'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

export const NAVIGATION_MODES = ['combo', 'vertical'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

/**
 * Display preferences saved in local storage (part 1 §9): fluid layout, right-to-left, dark
 * theme, top navigation, combo or vertical navigation, collapsed vertical navbar and navbar
 * style.
 */
export interface DisplayPreferences {
  fluidLayout: boolean;
  rightToLeft: boolean;
  darkTheme: boolean;
  topNavigation: boolean;
  navigationMode: NavigationMode;
  collapsedVerticalNavbar: boolean;
  navbarStyle: NavbarStyle;
}

export const DEFAULT_DISPLAY_PREFERENCES: Readonly<DisplayPreferences> = {
  fluidLayout: false,
  rightToLeft: false,
  darkTheme: false,
  topNavigation: false,
  navigationMode: 'vertical',
  collapsedVerticalNavbar: false,
  navbarStyle: 'transparent',
};

/** The local-storage (and cookie) key the preferences are saved under. */
export const DISPLAY_PREFERENCES_STORAGE_KEY = 'backline.displayPreferences';

const BOOLEAN_KEYS = [
  'fluidLayout',
  'rightToLeft',
  'darkTheme',
  'topNavigation',
  'collapsedVerticalNavbar',
] as const;

function readObject(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/**
 * Reads saved preferences from whatever local storage or a cookie holds: an object or its JSON.
 * Anything missing or malformed takes the default, field by field, so a stale or tampered value
 * never breaks the page.
 */
export function parseDisplayPreferences(raw: unknown): DisplayPreferences {
  const saved = readObject(raw);
  const preferences: DisplayPreferences = { ...DEFAULT_DISPLAY_PREFERENCES };
  for (const key of BOOLEAN_KEYS) {
    const value = saved[key];
    if (typeof value === 'boolean') preferences[key] = value;
  }
  preferences.navigationMode = oneOf(
    NAVIGATION_MODES,
    saved.navigationMode,
    DEFAULT_DISPLAY_PREFERENCES.navigationMode,
  );
  preferences.navbarStyle = oneOf(
    NAVBAR_STYLES,
    saved.navbarStyle,
    DEFAULT_DISPLAY_PREFERENCES.navbarStyle,
  );
  return preferences;
}

export function serializeDisplayPreferences(preferences: DisplayPreferences): string {
  return JSON.stringify(preferences);
}

/** The theme stylesheet the preferences select: light or dark, left-to-right or right-to-left. */
export function themeStylesheet(
  preferences: Pick<DisplayPreferences, 'darkTheme' | 'rightToLeft'>,
) {
  return {
    theme: preferences.darkTheme ? ('dark' as const) : ('light' as const),
    direction: preferences.rightToLeft ? ('rtl' as const) : ('ltr' as const),
  };
}
