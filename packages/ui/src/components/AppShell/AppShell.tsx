import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@backline/domain';
import {
  type HTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../private/cx';
import type { RenderLink } from '../private/ShellLink/ShellLink';
import { SideNav, type SideNavEntry } from '../SideNav/SideNav';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './AppShell.css';
import { AppShellContext, type AppShellSlots } from './AppShellContext';
import { NAVIGATION_DRAWER_BELOW } from './appShellBreakpoints';
import { NavigationDrawer } from './NavigationDrawer';
import { navigationLayout } from './navigationLayout';
import { TopNavigation } from './TopNavigation';

export {
  type AppShellNavigationLayout,
  appShellNavigationLayouts,
  navigationLayout,
} from './navigationLayout';

/** The display preferences the shell honours; theme and direction belong to the provider. */
export type AppShellPreferences = Pick<
  DisplayPreferences,
  'fluidLayout' | 'topNavigation' | 'navigationMode' | 'collapsedVerticalNavbar' | 'navbarStyle'
>;

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The navigation, e.g. `useSideNavEntries(sideMenu(flags))`. */
  navigation: readonly SideNavEntry[];
  /** The path of the page shown; its link is marked current. A change closes the drawer. */
  currentHref?: string;
  /**
   * Layout preferences (part 1 §9); any left out take the domain's defaults.
   * @default DEFAULT_DISPLAY_PREFERENCES (boxed, vertical, expanded, transparent)
   */
  preferences?: Partial<AppShellPreferences>;
  /** Called when the collapse button is pressed; the app saves `collapsedVerticalNavbar`. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** The TopBar; the shell puts its navigation button and top navigation inside it. */
  topBar?: ReactNode;
  /** The Footer, below the main content. */
  footer?: ReactNode;
  /** Renders in-app links with the app's router (Remix's `Link`). @default React Aria links */
  renderLink?: RenderLink;
  /** The id of the `<main>` element the skip link targets. @default a generated id */
  mainId?: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every signed-in page: a skip link, the side navigation, the top bar, the `<main>`
 * landmark and the footer, laid out by the display preferences. Below lg the navigation moves to
 * a drawer opened from the top bar. It responds to its own width (container queries on the
 * spec's breakpoints), which in an app is the viewport's.
 */
export function AppShell({
  navigation,
  currentHref,
  preferences,
  onCollapsedChange,
  topBar,
  footer,
  renderLink,
  mainId: givenMainId,
  className,
  children,
  ...props
}: AppShellProps) {
  const generatedId = useId();
  const mainId = givenMainId ?? `main${generatedId}`;
  const { fluidLayout, navbarStyle, collapsedVerticalNavbar, ...navigationPreferences } = {
    ...DEFAULT_DISPLAY_PREFERENCES,
    ...preferences,
  };
  const layout = navigationLayout(navigationPreferences);
  const rootRef = useRef<HTMLDivElement>(null);

  // The saved preference sets the state; the button changes it at once and reports the change.
  const [isCollapsed, setCollapsed] = useState(collapsedVerticalNavbar);
  const [savedCollapsed, setSavedCollapsed] = useState(collapsedVerticalNavbar);
  if (savedCollapsed !== collapsedVerticalNavbar) {
    setSavedCollapsed(collapsedVerticalNavbar);
    setCollapsed(collapsedVerticalNavbar);
  }
  const changeCollapsed = (next: boolean) => {
    setCollapsed(next);
    onCollapsedChange?.(next);
  };

  // A new page closes the drawer.
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [drawerHref, setDrawerHref] = useState(currentHref);
  if (drawerHref !== currentHref) {
    setDrawerHref(currentHref);
    setDrawerOpen(false);
  }

  // Widened past lg (a rotated tablet), the drawer gives way to the side or top navigation.
  useEffect(() => {
    const root = rootRef.current;
    if (!isDrawerOpen || !root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width >= NAVIGATION_DRAWER_BELOW) setDrawerOpen(false);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [isDrawerOpen]);

  const slots = useMemo<AppShellSlots>(
    () => ({
      navigationToggle: (
        <NavigationDrawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <SideNav
            entries={navigation}
            currentHref={currentHref}
            isCollapsible={false}
            renderLink={renderLink}
            onNavigate={() => setDrawerOpen(false)}
          />
        </NavigationDrawer>
      ),
      topNavigation:
        layout === 'vertical' ? null : (
          <TopNavigation entries={navigation} currentHref={currentHref} renderLink={renderLink} />
        ),
    }),
    [isDrawerOpen, navigation, currentHref, renderLink, layout],
  );

  return (
    <AppShellContext.Provider value={slots}>
      <div
        {...props}
        ref={rootRef}
        className={cx(styles.shell, className)}
        data-navigation={layout}
        data-layout={fluidLayout ? 'fluid' : 'boxed'}
        data-navbar-style={navbarStyle}
        data-collapsed={isCollapsed || undefined}
      >
        <SkipLink targetId={mainId} />
        <div className={styles.frame}>
          {layout !== 'top' && (
            <div className={styles.sidebar}>
              <SideNav
                entries={navigation}
                currentHref={currentHref}
                isCollapsed={isCollapsed}
                onCollapsedChange={changeCollapsed}
                variant={navbarStyle}
                renderLink={renderLink}
              />
            </div>
          )}
          <div className={styles.column}>
            {topBar ?? (
              <div className={styles.fallbackBar}>
                {slots.navigationToggle}
                {slots.topNavigation}
              </div>
            )}
            <main id={mainId} tabIndex={-1} className={styles.main}>
              {children}
            </main>
            {footer}
          </div>
        </div>
      </div>
    </AppShellContext.Provider>
  );
}
