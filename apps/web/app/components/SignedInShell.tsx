import { type FeatureFlag, type MenuItem, sideMenu } from '@backline/domain';
import {
  AppShell,
  type RenderLink,
  TopBar,
  useDisplayPreferences,
  useSideNavEntries,
} from '@backline/ui';
import { useLocation, useSubmit } from '@remix-run/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { apiFetcher } from '../api/fetcher';
import { API_PATHS, type Me } from '../api/types';
import { useAppFeatures } from '../hooks/useAppFeatures';
import { useMe } from '../hooks/useMe';
import { ViewerContext } from '../hooks/useViewer';
import { LiveEventsProvider } from '../live/LiveEvents';
import { NotificationBellSlot } from './people/NotificationBellSlot';
import { PeopleOverlays } from './people/PeopleOverlays';
import { ToastRegionOnFirstToast } from './ToastRegionOnFirstToast';

/**
 * The signed-in frame (part 1 §2): the side menu from the feature flags, the top bar with the
 * avatar menu and the bell, the toasts (their region fetched with the first toast), the live
 * events stream and the people overlays. Its own chunk, loaded by `Shell` only for a signed-in
 * person: a visitor's page — sign-in, registration, the public song and artist pages — does not
 * download its menus, popovers, toasts and message thread.
 */
export function SignedInShell({
  me,
  features,
  visitorFrame,
  ...frame
}: FrameProps & {
  /** The root loader's flags: SWR's first answer for them, as `me` is for the user. */
  features: FeatureFlag[];
  /** What the page shows once SWR finds the session gone (signed out here or elsewhere). */
  visitorFrame: ReactNode;
}) {
  return (
    // SWR lives in this frame (a visitor's page does not load it). A new person gets a fresh
    // cache: nothing of the last one lingers. The root loader's answers are the first render's.
    <SWRConfig
      key={me.id}
      value={{
        fetcher: apiFetcher,
        fallback: { [API_PATHS.me]: me, [API_PATHS.appFeatures]: features },
        provider: () => new Map(),
      }}
    >
      <SignedInFrameWhileSignedIn visitorFrame={visitorFrame} {...frame} />
    </SWRConfig>
  );
}

interface FrameProps {
  me: Me;
  mainSiteUrl: string;
  renderLink: RenderLink;
  footer: ReactNode;
  children: ReactNode;
}

/** The user SWR keeps fresh: the frame while there is one, the visitor's frame once it is gone. */
function SignedInFrameWhileSignedIn({
  visitorFrame,
  ...frame
}: Omit<FrameProps, 'me'> & { visitorFrame: ReactNode }) {
  const { me } = useMe();
  return me ? (
    <ViewerContext value={me}>
      <SignedInFrame me={me} {...frame} />
    </ViewerContext>
  ) : (
    visitorFrame
  );
}

function SignedInFrame({ me, mainSiteUrl, renderLink, footer, children }: FrameProps) {
  const { mutate } = useMe();
  const flags = useAppFeatures();
  const location = useLocation();
  const submit = useSubmit();
  const { preferences, updatePreferences: update } = useDisplayPreferences();

  const menu = useMemo(() => sideMenu(flags), [flags]);
  const hrefFor = useCallback(
    (item: MenuItem) => (item.external ? `${mainSiteUrl}${item.to}` : item.to),
    [mainSiteUrl],
  );
  const navigation = useSideNavEntries(menu, { hrefFor });

  const signOut = useCallback(() => {
    // The action ends the session on the server; the cached user goes at once.
    void mutate(null, { revalidate: false });
    submit(null, { method: 'post', action: '/auth/logout' });
  }, [mutate, submit]);

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
        <ToastRegionOnFirstToast />
      </PeopleOverlays>
    </LiveEventsProvider>
  );
}
