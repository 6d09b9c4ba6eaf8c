import { NAVBAR_STYLES, type NavbarStyle } from '@backline/domain';
import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { useUIMessages } from '../../i18n/useUIMessages';
import { darkTheme } from '../../theme/darkTheme.css';
import { initials } from '../Avatar/initials';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import { ChevronStartIcon } from '../private/ShellIcons/ShellIcons';
import { type RenderLink, ShellLink } from '../private/ShellLink/ShellLink';
import { useControllableState } from '../private/useControllableState';
import * as styles from './SideNav.css';

export type { RenderLink, RenderLinkProps } from '../private/ShellLink/ShellLink';

/** The navbar styles of the display preferences (part 1 §9), from `@backline/domain`. */
export const sideNavVariants = NAVBAR_STYLES;
export type SideNavVariant = NavbarStyle;

export const sideNavHeadingLevels = [2, 3, 4] as const;
export type SideNavHeadingLevel = (typeof sideNavHeadingLevels)[number];

/** One link of the navigation. */
export interface SideNavItem {
  kind: 'item';
  /** Unique within the navigation: the domain menu's feature handle. */
  id: string;
  /** The visible, translated label; also the link's accessible name when collapsed. */
  label: string;
  href: string;
  /** A decorative icon. Without one, the collapsed navigation shows the label's initials. */
  icon?: ReactNode;
  /** On another site: opened in a new tab, never through the app's router. */
  isExternal?: boolean;
}

/** A titled group of links ("Sessions", "Friends"…). */
export interface SideNavGroup {
  kind: 'group';
  id: string;
  /** The group's heading. */
  label: string;
  /** Shown in place of the heading when the navigation is collapsed. */
  icon?: ReactNode;
  items: readonly SideNavItem[];
}

export type SideNavEntry = SideNavItem | SideNavGroup;

export interface SideNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Links and groups in order; `useSideNavEntries` builds them from the domain's side menu. */
  entries: readonly SideNavEntry[];
  /** The path of the page shown: the link with this `href` gets `aria-current="page"`. */
  currentHref?: string;
  /** Collapsed to icons and initials (controlled). */
  isCollapsed?: boolean;
  /** Collapsed at first (uncontrolled). @default false */
  defaultCollapsed?: boolean;
  /** Called with the new state when the collapse button is pressed. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Shows the collapse/expand button. @default true */
  isCollapsible?: boolean;
  /** The navbar style of the display preferences. @default 'transparent' */
  variant?: SideNavVariant;
  /** The level of the group headings in the page's outline. @default 2 */
  headingLevel?: SideNavHeadingLevel;
  /** Renders in-app links with the app's router (Remix's `Link`). @default React Aria links */
  renderLink?: RenderLink;
  /** Called with the link's `href` when a link is activated (a drawer closes on it). */
  onNavigate?: (href: string) => void;
  /** The landmark's name. @default "Main" (ui.sideNav.label) */
  'aria-label'?: string;
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Arrow keys, Home and End move between the links, on top of Tab. */
function moveFocusBetweenLinks(event: KeyboardEvent<HTMLElement>) {
  if (!NAVIGATION_KEYS.has(event.key)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('li a[href]'));
  const index = links.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const last = links.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (index + 1) % links.length
          : (index + last) % links.length;
  links[next]?.focus();
}

/**
 * The vertical navigation of the app shell: groups with headings, the current page marked with
 * `aria-current="page"`, and a collapsed form that shows icons (or initials) whose names appear
 * on hover and focus. Links are reached with Tab or the arrow keys.
 */
export function SideNav({
  entries,
  currentHref,
  isCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  isCollapsible = true,
  variant = 'transparent',
  headingLevel = 2,
  renderLink,
  onNavigate,
  className,
  'aria-label': ariaLabel,
  ...props
}: SideNavProps) {
  const t = useUIMessages();
  const { locale } = useIntl();
  const idPrefix = useId();
  const [collapsed, setCollapsed] = useControllableState(
    isCollapsed,
    defaultCollapsed,
    onCollapsedChange,
  );
  const Heading = `h${headingLevel}` as const;

  const renderItem = (item: SideNavItem) => (
    <li key={item.id}>
      <ShellLink
        href={item.href}
        className={styles.link}
        isCurrent={item.href === currentHref}
        isExternal={item.isExternal}
        renderLink={renderLink}
        onNavigate={onNavigate ? () => onNavigate(item.href) : undefined}
      >
        {item.icon ? (
          <span className={styles.icon}>{item.icon}</span>
        ) : (
          collapsed && (
            <span className={styles.initials} aria-hidden="true">
              {initials(item.label, locale)}
            </span>
          )
        )}
        <span className={styles.label}>{item.label}</span>
      </ShellLink>
    </li>
  );

  return (
    <nav
      {...props}
      aria-label={ariaLabel ?? t('ui.sideNav.label')}
      className={cx(
        styles.sideNav,
        styles.variant[variant],
        // Inverted: the dark theme's colours in either theme.
        variant === 'inverted' && darkTheme,
        className,
      )}
      data-variant={variant}
      data-collapsed={collapsed || undefined}
      onKeyDown={moveFocusBetweenLinks}
    >
      {isCollapsible && (
        <Button
          variant="quiet"
          size="small"
          className={styles.toggle}
          aria-label={collapsed ? t('ui.sideNav.expand') : undefined}
          onPress={() => setCollapsed(!collapsed)}
        >
          <ChevronStartIcon className={styles.toggleIcon} />
          {!collapsed && t('ui.sideNav.collapse')}
        </Button>
      )}
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (entry.kind === 'item') return renderItem(entry);
          const headingId = `${idPrefix}-${entry.id}`;
          return (
            <li key={entry.id} className={styles.group}>
              <Heading id={headingId} className={styles.groupHeading}>
                {entry.icon && (
                  <span className={styles.groupIcon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                <span className={styles.groupLabel}>{entry.label}</span>
              </Heading>
              <ul className={styles.list} aria-labelledby={headingId}>
                {entry.items.map(renderItem)}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
