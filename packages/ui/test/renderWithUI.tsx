import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UIProvider } from '../src/i18n/UIProvider';

/** Renders inside the ui package's providers, as an app would: `renderWithUI(<Button />, 'es')`. */
export function renderWithUI(ui: ReactElement, locale = 'en', options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <UIProvider locale={locale}>{children}</UIProvider>,
    ...options,
  });
}
