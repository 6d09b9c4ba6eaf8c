import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  parseDisplayPreferences,
  serializeDisplayPreferences,
  themeStylesheet,
} from './displayPreferences';

describe('parseDisplayPreferences (part 1 §9 Display preferences saved in local storage)', () => {
  it('defaults to a fixed, left-to-right, light layout with vertical navigation', () => {
    expect(parseDisplayPreferences(undefined)).toEqual({
      fluidLayout: false,
      rightToLeft: false,
      darkTheme: false,
      topNavigation: false,
      navigationMode: 'vertical',
      collapsedVerticalNavbar: false,
      navbarStyle: 'transparent',
    });
  });

  it('round-trips saved preferences', () => {
    const saved = {
      fluidLayout: true,
      rightToLeft: true,
      darkTheme: true,
      topNavigation: true,
      navigationMode: 'combo' as const,
      collapsedVerticalNavbar: true,
      navbarStyle: 'vibrant' as const,
    };
    expect(parseDisplayPreferences(serializeDisplayPreferences(saved))).toEqual(saved);
    expect(parseDisplayPreferences(saved)).toEqual(saved);
  });

  it('tolerates garbage: bad JSON, arrays, null, numbers', () => {
    for (const garbage of ['{not json', '[1,2]', 'null', '42', null, 42, [], true]) {
      expect(parseDisplayPreferences(garbage)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    }
  });

  it('keeps the valid fields of a partly broken value', () => {
    expect(
      parseDisplayPreferences({
        darkTheme: true,
        rightToLeft: 'yes',
        navigationMode: 'sideways',
        navbarStyle: 'card',
        extra: 1,
      }),
    ).toEqual({ ...DEFAULT_DISPLAY_PREFERENCES, darkTheme: true, navbarStyle: 'card' });
  });
});

describe('themeStylesheet (part 1 §9: preferences change the theme stylesheet)', () => {
  it('picks dark or light and rtl or ltr', () => {
    expect(themeStylesheet({ darkTheme: true, rightToLeft: false })).toEqual({
      theme: 'dark',
      direction: 'ltr',
    });
    expect(themeStylesheet(DEFAULT_DISPLAY_PREFERENCES)).toEqual({
      theme: 'light',
      direction: 'ltr',
    });
    expect(themeStylesheet({ darkTheme: false, rightToLeft: true }).direction).toBe('rtl');
  });
});
