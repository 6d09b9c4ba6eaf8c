import { type MenuItem, sideMenu } from '@backline/domain';
import {
  AppShell,
  Footer,
  type FooterLink,
  type RenderLink,
  ToastRegion,
  TopBar,
  useDisplayPreferences,
  useSideNavEntries,
} from '@backline/ui';
import { Link as RemixLink, useLocation, useSubmit } from '@remix-run/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useAppFeatures } from '../hooks/useAppFeatures';
import { useMe } from '../hooks/useMe';
import { useT } from '../i18n/useT';
import { LiveEventsProvider } from '../live/LiveEvents';
import { NotificationBellSlot } from './people/NotificationBellSlot';
import { PeopleOverlays } from './people/PeopleOverlays';
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

/**
 * The frame around every page (part 1 §2): signed in, the side menu from the feature flags, the
 * top bar with the avatar menu and the bell's place, and the footer; a visitor gets the top bar
 * with the sign-in link, the page and the footer.
 */
export function Shell({ mainSiteUrl, children }: { mainSiteUrl: string; children: ReactNode }) {
  const { me, mutate } = useMe();
  const flags = useAppFeatures();
  const location = useLocation();
  const submit = useSubmit();
  const t = useT();
  const { preferences, updatePreferences: update } = useDisplayPreferences();

  const menu = useMemo(() => sideMenu(flags), [flags]);
  const hrefFor = useCallback(
    (item: MenuItem) => (item.external ? `${mainSiteUrl}${item.to}` : item.to),
    [mainSiteUrl],
  );
  const navigation = useSideNavEntries(menu, { hrefFor });
  const footerLinks = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(FOOTER_PATHS).map(([key, path]) => [key, `${mainSiteUrl}${path}`]),
      ),
    [mainSiteUrl],
  );

  const signOut = useCallback(() => {
    // The action ends the session on the server; the cached user goes at once.
    void mutate(null, { revalidate: false });
    submit(null, { method: 'post', action: '/auth/logout' });
  }, [mutate, submit]);

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
    // One live events stream per tab (the bell, message threads and lists listen to it); the
    // message dialog, the profile panel and the ?open=… actions on every signed-in page.
    <LiveEventsProvider enabled>
      <PeopleOverlays me={me.id}>
        <AppShell
          navigation={navigation}
          currentHref={location.pathname}
          preferences={preferences}
          onCollapsedChange={(collapsed) => update({ collapsedVerticalNavbar: collapsed })}
          renderLink={renderLink}
          topBar={
            <TopBar
              user={me}
              renderLink={renderLink}
              onSignOut={signOut}
              notifications={<NotificationBellSlot me={me.id} />}
            />
          }
          footer={footer}
        >
          {children}
        </AppShell>
        <ToastRegion />
      </PeopleOverlays>
    </LiveEventsProvider>
  );
}
