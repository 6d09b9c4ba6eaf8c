import type { Decorator, Preview } from '@storybook/react-vite';
import { UIProvider } from '../packages/ui/src/i18n/UIProvider';
import { darkTheme } from '../packages/ui/src/theme/darkTheme.css';
import { baseRoot } from '../packages/ui/src/theme/global.css';
import { lightTheme } from '../packages/ui/src/theme/lightTheme.css';

const withUI: Decorator = (Story, context) => {
  const { theme, direction, locale } = context.globals;
  return (
    <UIProvider locale={locale}>
      <div
        className={`${theme === 'dark' ? darkTheme : lightTheme} ${baseRoot}`}
        dir={direction}
        style={{ padding: '1rem', minBlockSize: '100vh' }}
      >
        <Story />
      </div>
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
