import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@backline/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useUNSAFE_PortalContext } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme } from '../theme/darkTheme.css';
import { lightTheme } from '../theme/lightTheme.css';
import {
  DisplayPreferencesProvider,
  displayPreferencesAttributes,
  localeForDirection,
  useDisplayPreferences,
} from './DisplayPreferencesProvider';

const defaults: DisplayPreferences = { ...DEFAULT_DISPLAY_PREFERENCES };

function ThemeToggle() {
  const { preferences, updatePreferences } = useDisplayPreferences();
  return (
    <button type="button" onClick={() => updatePreferences({ darkTheme: !preferences.darkTheme })}>
      {preferences.darkTheme ? 'dark' : 'light'}
    </button>
  );
}

/** Shows where React Aria would portal an overlay: the themed wrapper, or the body. */
function PortalTarget() {
  const { getContainer } = useUNSAFE_PortalContext();
  const [target, setTarget] = useState('unknown');
  useEffect(() => {
    setTarget(getContainer?.()?.getAttribute('data-theme') ?? 'body');
  }, [getContainer]);
  return <span data-testid="target">{target}</span>;
}

describe('displayPreferencesAttributes', () => {
  it('gives the light theme class and ltr for the default preferences', () => {
    const attributes = displayPreferencesAttributes(defaults);
    expect(attributes.className.split(' ')).toContain(lightTheme);
    expect(attributes.dir).toBe('ltr');
    expect(attributes['data-theme']).toBe('light');
  });

  it('gives the dark theme class and rtl when those preferences are on', () => {
    const attributes = displayPreferencesAttributes({ darkTheme: true, rightToLeft: true });
    expect(attributes.className.split(' ')).toContain(darkTheme);
    expect(attributes.className.split(' ')).not.toContain(lightTheme);
    expect(attributes.dir).toBe('rtl');
  });
});

describe('DisplayPreferencesProvider', () => {
  it('puts the theme class and dir on its wrapper', () => {
    render(
      <DisplayPreferencesProvider
        value={{ ...defaults, darkTheme: true, rightToLeft: true }}
        onChange={() => {}}
        data-testid="root"
      >
        content
      </DisplayPreferencesProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass(darkTheme);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('hands the whole new value to onChange when a component changes one preference', async () => {
    const onChange = vi.fn();
    const value = { ...defaults, fluidLayout: true };
    render(
      <DisplayPreferencesProvider value={value} onChange={onChange}>
        <ThemeToggle />
      </DisplayPreferencesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(onChange).toHaveBeenCalledWith({ ...value, darkTheme: true });
  });

  it('portals overlays into its themed wrapper', () => {
    render(
      <DisplayPreferencesProvider value={{ ...defaults, darkTheme: true }} onChange={() => {}}>
        <PortalTarget />
      </DisplayPreferencesProvider>,
    );
    expect(screen.getByTestId('target')).toHaveTextContent('dark');
  });

  it('renders no wrapper when the app themes <html> itself', () => {
    const { container } = render(
      <DisplayPreferencesProvider value={defaults} onChange={() => {}} applyToWrapper={false}>
        <ThemeToggle />
      </DisplayPreferencesProvider>,
    );
    expect(container.firstElementChild?.tagName).toBe('BUTTON');
  });

  it('refuses to be used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeToggle />)).toThrow('DisplayPreferencesProvider');
  });
});

describe('localeForDirection', () => {
  it('gives a left-to-right language a right-to-left script when the preference is right to left', () => {
    expect(localeForDirection('es', 'ltr', 'rtl')).toBe('es-Arab');
    expect(localeForDirection('en-US', 'ltr', 'rtl')).toBe('en-Arab-US');
  });

  it('keeps the locale when its direction already matches the preference', () => {
    expect(localeForDirection('en', 'ltr', 'ltr')).toBe('en');
    expect(localeForDirection('es-Arab', 'rtl', 'rtl')).toBe('es-Arab');
  });

  it('gives a right-to-left locale a Latin script under a left-to-right preference', () => {
    expect(localeForDirection('es-Arab', 'rtl', 'ltr')).toBe('es-Latn');
  });

  it('formats numbers and dates as the language does, whatever the script', () => {
    const date = new Date(Date.UTC(2024, 0, 5));
    for (const language of ['en', 'es']) {
      const rtl = localeForDirection(language, 'ltr', 'rtl');
      expect(new Intl.NumberFormat(rtl).format(1234.5)).toBe(
        new Intl.NumberFormat(language).format(1234.5),
      );
      const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
      expect(new Intl.DateTimeFormat(rtl, options).format(date)).toBe(
        new Intl.DateTimeFormat(language, options).format(date),
      );
    }
  });
});
