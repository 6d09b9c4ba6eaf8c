import { DEFAULT_DISPLAY_PREFERENCES } from '@backline/domain';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import { UIProvider } from '../packages/ui/src/i18n/UIProvider';
import { DisplayPreferencesProvider } from '../packages/ui/src/preferences/DisplayPreferencesProvider';

/**
 * Every story renders as an app renders @backline/ui: in the ui messages' locale (react-intl and
 * React Aria) and inside the display-preferences provider, driven by the toolbar.
 */
const withUI: Decorator = (Story, context) => {
  const { theme, direction, locale } = context.globals;
  const [, updateGlobals] = useGlobals();
  const preferences = {
    ...DEFAULT_DISPLAY_PREFERENCES,
    darkTheme: theme === 'dark',
    rightToLeft: direction === 'rtl',
  };
  return (
    <UIProvider locale={locale}>
      <DisplayPreferencesProvider
        value={preferences}
        onChange={(next) =>
          updateGlobals({
            theme: next.darkTheme ? 'dark' : 'light',
            direction: next.rightToLeft ? 'rtl' : 'ltr',
          })
        }
        lang={locale}
        style={{
          padding: '1rem',
          // A full-height page in the canvas; docs pages stack many stories, each its own height.
          minBlockSize: context.viewMode === 'docs' ? undefined : '100vh',
        }}
      >
        <Story />
      </DisplayPreferencesProvider>
    </UIProvider>
  );
};

const preview: Preview = {
  decorators: [withUI],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale of the ui messages',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
