import { CLIENT_VERSION, type FeatureFlag } from '@backline/domain';
import { Footer, type FooterLink, type RenderLink, SkipLink, VisitorTopBar } from '@backline/ui';
import { Link as RemixLink } from '@remix-run/react';
import { type ReactNode, use, useMemo } from 'react';
import type { Me } from '../api/types';
import * as styles from './Shell.css';
import type { SignedInShell as SignedInShellComponent } from './SignedInShell';

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
 * `<body data-frame="signed-in">` (root.tsx): the server's HTML holds the signed-in frame. The
 * browser reads it before hydrating, to have the frame's code by then.
 */
export const SIGNED_IN_FRAME = { 'data-frame': 'signed-in' } as const;

type FrameComponent = typeof SignedInShellComponent;

// The signed-in frame (menus, bell and feed, toasts, live events, people overlays: ~20 kB gzip of
// React Aria's overlay, menu, collection and toast code) is its own chunk: a visitor's page never
// downloads it. The server holds it from start-up (`import.meta.env.SSR` is false in the browser
// build, which drops that import), so a signed-in page's HTML is whole without JavaScript.
let signedInFrame: FrameComponent | null = import.meta.env.SSR
  ? (await import('./SignedInShell')).SignedInShell
  : null;
let signedInFrameLoading: Promise<FrameComponent> | null = null;

/** The signed-in frame's code: one request, shared; a failed one is tried again next time. */
export function loadSignedInFrame(): Promise<FrameComponent> {
  signedInFrameLoading ??= import('./SignedInShell').then(
    (module) => {
      signedInFrame = module.SignedInShell;
      return module.SignedInShell;
    },
    (error: unknown) => {
      signedInFrameLoading = null;
      throw error;
    },
  );
  return signedInFrameLoading;
}

// A signed-in page's code waits for the frame's chunk before it runs (the body's mark says the
// server rendered the frame), so hydration finds the frame's code at hand and nothing suspends
// while hydrating. That chunk must never import the chunk of this module (root's): with this
// top-level await, the two would wait for each other and the page would not hydrate. If the chunk
// fails here, the frame asks for it again when it renders.
if (!import.meta.env.SSR && document.body.dataset.frame === SIGNED_IN_FRAME['data-frame']) {
  await loadSignedInFrame().catch(() => undefined);
}

/** The loaded frame, or a suspension until it loads (signing in; after a failed first load). */
function SignedInFrame(props: Parameters<FrameComponent>[0]) {
  const Frame = signedInFrame ?? use(loadSignedInFrame());
  return <Frame {...props} />;
}

/**
 * The frame around every page (part 1 §2): signed in, the side menu from the feature flags, the
 * top bar with the avatar menu and the bell's place, and the footer; a visitor gets the top bar
 * with the sign-in link, the page and the footer. `me` and `features` are the root loader's: the
 * signed-in frame hands them to SWR, which keeps them fresh; a visitor's frame needs no SWR.
 */
export function Shell({
  me,
  features,
  mainSiteUrl,
  children,
}: {
  me: Me | null;
  features: FeatureFlag[];
  mainSiteUrl: string;
  children: ReactNode;
}) {
  const footerLinks = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(FOOTER_PATHS).map(([key, path]) => [key, `${mainSiteUrl}${path}`]),
      ),
    [mainSiteUrl],
  );
  // The client version (part 1 §9) after the links, as the design system's shell stories show it.
  const footer = <Footer links={footerLinks}>v{CLIENT_VERSION}</Footer>;

  const visitorFrame = (
    <div className={styles.visitorFrame}>
      <SkipLink targetId="main-content" />
      {/* Not TopBar: a visitor's first load skips the avatar menu's menu and popover code. */}
      <VisitorTopBar renderLink={renderLink} />
      <main id="main-content" tabIndex={-1} className={styles.visitorMain}>
        {children}
      </main>
      {footer}
    </div>
  );
  if (!me) return visitorFrame;

  // No Suspense boundary of its own: the server renders this frame whole before the shell is sent
  // (one here would stream the page in a hidden segment that only a script reveals — no page
  // without JavaScript), and in the browser it suspends only when signing in loads its code, when
  // React keeps the visitor's page on screen until the frame is ready. The frame shows the
  // visitor's frame itself once SWR finds the session gone (signing out, a session ended).
  return (
    <SignedInFrame
      me={me}
      features={features}
      mainSiteUrl={mainSiteUrl}
      renderLink={renderLink}
      footer={footer}
      visitorFrame={visitorFrame}
    >
      {children}
    </SignedInFrame>
  );
}
