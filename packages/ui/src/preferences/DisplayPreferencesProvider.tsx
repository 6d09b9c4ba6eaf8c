import { type DisplayPreferences, themeStylesheet } from '@backline/domain';
import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, useLocale } from 'react-aria-components';
import { cx } from '../components/private/cx';
import { darkTheme } from '../theme/darkTheme.css';
import { baseRoot } from '../theme/global.css';
import { lightTheme } from '../theme/lightTheme.css';

/** The theme classes, by the name `themeStylesheet` (domain) gives a theme. */
export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;

export interface DisplayPreferencesAttributes {
  className: string;
  dir: 'ltr' | 'rtl';
  'data-theme': 'light' | 'dark';
}

/**
 * The attributes that make an element the themed root: the theme class with the base styles,
 * and `dir`. Put them on `<html>` when rendering on the server (the app reads the saved
 * preferences first), so the first paint already has the right theme and direction.
 */
export function displayPreferencesAttributes(
  preferences: Pick<DisplayPreferences, 'darkTheme' | 'rightToLeft'>,
): DisplayPreferencesAttributes {
  const { theme, direction } = themeStylesheet(preferences);
  return {
    className: `${themeClassNames[theme]} ${baseRoot}`,
    dir: direction,
    'data-theme': theme,
  };
}

/**
 * The locale React Aria gets under a direction preference. React Aria takes the direction of
 * arrow keys, sliders and start/end placements from its locale, not from `dir`, while Backline's
 * right-to-left is a display preference independent of the language (en, es). When they differ,
 * the locale gets a script subtag of that direction (`es` → `es-Arab` for right-to-left,
 * `ar` → `ar-Latn` for left-to-right): React Aria's `isRTL` reads the direction from the script,
 * and its strings and number formats still follow the language (`es-Arab` formats as `es`).
 */
export function localeForDirection(
  locale: string,
  localeDirection: 'ltr' | 'rtl',
  direction: 'ltr' | 'rtl',
): string {
  if (localeDirection === direction) return locale;
  try {
    return new Intl.Locale(locale, { script: direction === 'rtl' ? 'Arab' : 'Latn' }).toString();
  } catch {
    return locale;
  }
}

/** React Aria's locale, with the direction of the preference (see `localeForDirection`). */
function DirectionForReactAria({
  direction,
  children,
}: {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  const { locale, direction: localeDirection } = useLocale();
  return (
    <I18nProvider locale={localeForDirection(locale, localeDirection, direction)}>
      {children}
    </I18nProvider>
  );
}

export interface DisplayPreferencesContextValue {
  preferences: DisplayPreferences;
  /** Replaces every preference (the app stores the result). */
  setPreferences: (next: DisplayPreferences) => void;
  /** Changes some preferences, keeping the others. */
  updatePreferences: (changes: Partial<DisplayPreferences>) => void;
}

const DisplayPreferencesContext = createContext<DisplayPreferencesContextValue | null>(null);

export interface DisplayPreferencesProviderProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'onChange'> {
  /** The current preferences; the app reads and stores them (`parseDisplayPreferences`). */
  value: DisplayPreferences;
  /** Called with the whole new value when a component changes a preference. */
  onChange: (next: DisplayPreferences) => void;
  /**
   * Wrap the children in a themed element carrying `dir` (overlays portal into it, so they keep
   * the theme). Turn off when the app puts `displayPreferencesAttributes` on `<html>`.
   * @default true
   */
  applyToWrapper?: boolean;
  children: ReactNode;
}

/**
 * Holds the display preferences of part 1 §9 (dark theme, right-to-left, fluid layout,
 * navigation) for the components below, and applies the theme and direction.
 */
export function DisplayPreferencesProvider({
  value,
  onChange,
  applyToWrapper = true,
  className,
  children,
  ...props
}: DisplayPreferencesProviderProps) {
  // State, not a ref: once the wrapper exists the portal context changes, so an overlay that is
  // open from the first render (defaultOpen) renders into the themed wrapper, never into <body>.
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => wrapper, [wrapper]);
  const context = useMemo<DisplayPreferencesContextValue>(
    () => ({
      preferences: value,
      setPreferences: onChange,
      updatePreferences: (changes) => onChange({ ...value, ...changes }),
    }),
    [value, onChange],
  );
  const direction = value.rightToLeft ? 'rtl' : 'ltr';
  if (!applyToWrapper) {
    return (
      <DisplayPreferencesContext.Provider value={context}>
        <DirectionForReactAria direction={direction}>{children}</DirectionForReactAria>
      </DisplayPreferencesContext.Provider>
    );
  }
  const attributes = displayPreferencesAttributes(value);
  return (
    <DisplayPreferencesContext.Provider value={context}>
      <div
        {...props}
        {...attributes}
        ref={setWrapper}
        className={cx(attributes.className, className)}
      >
        <UNSAFE_PortalProvider getContainer={getContainer}>
          <DirectionForReactAria direction={direction}>{children}</DirectionForReactAria>
        </UNSAFE_PortalProvider>
      </div>
    </DisplayPreferencesContext.Provider>
  );
}

/** The display preferences and the way to change them, inside a DisplayPreferencesProvider. */
export function useDisplayPreferences(): DisplayPreferencesContextValue {
  const context = useContext(DisplayPreferencesContext);
  if (context === null) {
    throw new Error('useDisplayPreferences needs a <DisplayPreferencesProvider> above it.');
  }
  return context;
}
