import { Footer, type FooterLink, type RenderLink, TopBar } from '@backline/ui';
import { Link as RemixLink } from '@remix-run/react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useMe } from '../hooks/useMe';
import { useT } from '../i18n/useT';
import * as styles from './Shell.css';

/** Paths of the main site's pages that the footer links to (part 1 §2). */
const FOOTER_PATHS: Record<FooterLink, string> = {
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  helpDesk: '/public/help-desk',
};

/** In-app links go through Remix's router, prefetching the page's code on hover or focus. */
const renderLink: RenderLink = ({ href, ...props }) => (
  <RemixLink to={href} prefetch="intent" {...props} />
);

// The signed-in frame (menus, bell, toasts, live events, people overlays: ~20 kB gzip of React
// Aria's overlay, menu, collection and toast code) is its own chunk: a visitor never loads it.
// The server holds it from start-up (`import.meta.env.SSR` is false in the browser build, so this
// import is dropped there): its HTML is complete without JavaScript, never a Suspense fallback
// waiting for a script. In the browser, hydration of the frame waits for the chunk (the server's
// HTML stays on screen meanwhile); signing in loads it inside the navigation's transition.
const ServerSignedInShell = import.meta.env.SSR
  ? (await import('./SignedInShell')).SignedInShell
  : null;
const SignedInShell =
  ServerSignedInShell ??
  lazy(() => import('./SignedInShell').then((module) => ({ default: module.SignedInShell })));

/**
 * The frame around every page (part 1 §2): signed in, the side menu from the feature flags, the
 * top bar with the avatar menu and the bell's place, and the footer; a visitor gets the top bar
 * with the sign-in link, the page and the footer.
 */
export function Shell({ mainSiteUrl, children }: { mainSiteUrl: string; children: ReactNode }) {
  const { me } = useMe();
  const t = useT();

  const footerLinks = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(FOOTER_PATHS).map(([key, path]) => [key, `${mainSiteUrl}${path}`]),
      ),
    [mainSiteUrl],
  );
  const footer = <Footer links={footerLinks} />;

  if (!me) {
    return (
      <div className={styles.visitorFrame}>
        <a href="#main-content" className={styles.skipLink}>
          {t('common.skipToContent')}
        </a>
        <TopBar renderLink={renderLink} />
        <main id="main-content" tabIndex={-1} className={styles.visitorMain}>
          {children}
        </main>
        {footer}
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInShell me={me} mainSiteUrl={mainSiteUrl} renderLink={renderLink} footer={footer}>
        {children}
      </SignedInShell>
    </Suspense>
  );
}
