import {
  DEFAULT_SIDE_MENU,
  type MenuEntry,
  type MenuItem,
  type NavigationMessageKey,
} from '@backline/domain';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { UIMessageId } from '../../messages';
import {
  AccountIcon,
  AffiliateIcon,
  FriendsIcon,
  HelpIcon,
  HomeIcon,
  JamTracksIcon,
  ProfileIcon,
  SessionsIcon,
} from '../private/ShellIcons/ShellIcons';
import type { SideNavEntry, SideNavItem } from './SideNav';

/** The icons of the default menu's top-level entries; group entries show initials collapsed. */
const MENU_ICONS: Partial<Record<NavigationMessageKey, ReactNode>> = {
  home: <HomeIcon />,
  sessions: <SessionsIcon />,
  friends: <FriendsIcon />,
  jamtracks: <JamTracksIcon />,
  profile: <ProfileIcon />,
  account: <AccountIcon />,
  affiliate: <AffiliateIcon />,
  help: <HelpIcon />,
};

export interface UseSideNavEntriesOptions {
  /**
   * The address of a menu item. Help pages live on the main site (`external`), so the app
   * usually prefixes those with the site's origin. @default the item's `to`
   */
  hrefFor?: (item: MenuItem) => string;
}

/**
 * The ui message of a navigation label: `createSession` → `ui.navigation.createSession`. Typed
 * so that a label the domain adds without an English message fails type checking.
 */
export function navigationMessageId(key: NavigationMessageKey): UIMessageId {
  const id: UIMessageId = `ui.navigation.${key}`;
  return id;
}

/**
 * The side menu of `@backline/domain` (`sideMenu(flags)`, or the full default) as SideNav
 * entries: labels translated with the ui messages, an icon on each top-level entry.
 */
export function useSideNavEntries(
  menu: readonly MenuEntry[] = DEFAULT_SIDE_MENU,
  { hrefFor }: UseSideNavEntriesOptions = {},
): SideNavEntry[] {
  const intl = useIntl();
  return useMemo(() => {
    const label = (key: NavigationMessageKey) =>
      intl.formatMessage({ id: navigationMessageId(key) });
    const toItem = (item: MenuItem, withIcon: boolean): SideNavItem => ({
      kind: 'item',
      id: item.handle,
      label: label(item.label),
      href: hrefFor ? hrefFor(item) : item.to,
      ...(withIcon && MENU_ICONS[item.label] ? { icon: MENU_ICONS[item.label] } : {}),
      ...(item.external ? { isExternal: true } : {}),
    });
    return menu.map(
      (entry): SideNavEntry =>
        entry.kind === 'item'
          ? toItem(entry, true)
          : {
              kind: 'group',
              id: entry.label,
              label: label(entry.label),
              ...(MENU_ICONS[entry.label] ? { icon: MENU_ICONS[entry.label] } : {}),
              items: entry.items.map((item) => toItem(item, false)),
            },
    );
  }, [menu, hrefFor, intl]);
}
