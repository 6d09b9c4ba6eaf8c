// Stories only: the demo data and decorators the shell's stories share. Not exported by the
// package (src/index.ts never imports it).
import { CLIENT_VERSION } from '@backline/domain';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import { uiMessagesFor } from '../../../i18n/messagesForLocale';
import { useUIMessages } from '../../../i18n/useUIMessages';
import type { UIMessageId } from '../../../messages';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import type { FooterProps } from '../../Footer/Footer';
import { navigationMessageId } from '../../SideNav/useSideNavEntries';
import { visuallyHidden } from '../visuallyHidden.css';

/** Internal links go through React Aria's router, as in the app: stories never leave the page. */
export const navigate = fn();

export const withStoryRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

/**
 * The ui messages of the story's locale, for play functions: the test-runner also runs every
 * story in Spanish, so assertions name things by message id, never by English text.
 */
export function storyMessages(globals: Record<string, unknown>): (id: UIMessageId) => string {
  const messages = uiMessagesFor(String(globals.locale ?? 'en'));
  return (id) => messages[id];
}

/** A pattern matching text that starts with (or, with `end`, ends with) the given words. */
export function textPattern(text: string, at: 'start' | 'end' = 'start'): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(at === 'start' ? `^${escaped}` : `${escaped}$`);
}

/** Renders the story in a frame this wide: the shell and the bar lay out by their own width. */
export function inFrame(inlineSize: number): Decorator {
  return (Story) => (
    <div style={{ maxInlineSize: inlineSize, marginInline: 'auto' }}>
      <Story />
    </div>
  );
}

/** A generated portrait, so stories need no network. */
function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 42%)"/><circle cx="32" cy="25" r="12" fill="#fff" fill-opacity=".85"/><path d="M9 64c2-14 11-22 23-22s21 8 23 22z" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const demoUser = { name: 'Ana María López García', photo_url: portrait(265) };

export const demoFooterLinks: FooterProps['links'] = {
  about: 'https://www.example.com/about',
  contact: 'https://www.example.com/contact',
  privacy: 'https://www.example.com/privacy',
  terms: 'https://www.example.com/terms',
  helpDesk: 'https://help.example.com',
};

export const demoFooterNote = `© Backline · v${CLIENT_VERSION}`;

/** The avatar menu's entries above "Sign out", in the story's locale. */
export function useDemoMenuItems(): Array<{ id: string; label: string; href: string }> {
  const t = useUIMessages();
  return [
    { id: 'profile', label: t(navigationMessageId('profile')), href: '/profile' },
    {
      id: 'preferences',
      label: t(navigationMessageId('preferences')),
      href: '/account/preferences',
    },
  ];
}

/** A stand-in for the notifications feature's bell: a button named with its unread count. */
export function DemoBell({ count = 3 }: { count?: number }) {
  const t = useUIMessages();
  return (
    <Button variant="quiet" size="small">
      <svg
        viewBox="0 0 20 20"
        width="1.25em"
        height="1.25em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5 8a5 5 0 0 1 10 0c0 5 2 6 2 6H3s2-1 2-6M8.5 17a1.5 1.5 0 0 0 3 0" />
      </svg>
      <span className={visuallyHidden}>{t(navigationMessageId('notifications'))}</span>
      <Badge count={count} />
    </Button>
  );
}
