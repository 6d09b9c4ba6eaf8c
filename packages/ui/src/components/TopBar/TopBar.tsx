import { LOGO_LINK, SIGN_IN_PATH, topBarItems } from '@backline/domain';
import { Fragment, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { AppShellContext } from '../AppShell/AppShellContext';
import type { AvatarPerson } from '../Avatar/Avatar';
import { cx } from '../private/cx';
import { type RenderLink, ShellLink } from '../private/ShellLink/ShellLink';
import { AvatarMenu, type TopBarMenuItem } from './AvatarMenu';
import * as styles from './TopBar.css';

export type { TopBarMenuItem } from './AvatarMenu';

/** Where the subscribe link goes unless told otherwise: the plans page (part 2 §2). */
export const SUBSCRIBE_PATH = '/account/subscription';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The signed-in person; without one the bar shows the sign-in link. @default null */
  user?: AvatarPerson | null;
  /** The brand mark inside the logo link. @default the "Backline" wordmark (ui.topBar.brand) */
  logo?: ReactNode;
  /** @default '/profile' (LOGO_LINK) */
  logoHref?: string;
  /** The subscribe link, always shown (part 1 §2). @default '/account/subscription' */
  subscribeHref?: string;
  /** Shown signed out. @default '/auth/login' (SIGN_IN_PATH) */
  signInHref?: string;
  /** The notification bell with its dropdown, shown signed in. */
  notifications?: ReactNode;
  /** Entries of the avatar menu above "Sign out". @default [] */
  menuItems?: readonly TopBarMenuItem[];
  /** Called when "Sign out" is chosen in the avatar menu. */
  onSignOut?: () => void;
  /** Renders in-app links with the app's router (Remix's `Link`). @default React Aria links */
  renderLink?: RenderLink;
}

/**
 * The bar at the top of every page (part 1 §2): the logo link, a subscribe link, and either the
 * notification bell and the avatar menu (signed in) or a sign-in link (signed out). Inside an
 * AppShell it also carries the shell's navigation button and top navigation.
 */
export function TopBar({
  user = null,
  logo,
  logoHref = LOGO_LINK,
  subscribeHref = SUBSCRIBE_PATH,
  signInHref = SIGN_IN_PATH,
  notifications,
  menuItems = [],
  onSignOut,
  renderLink,
  className,
  ...props
}: TopBarProps) {
  const t = useUIMessages();
  const shell = useContext(AppShellContext);
  const slot = {
    subscribe: (
      <ShellLink href={subscribeHref} className={styles.subscribeLink} renderLink={renderLink}>
        {t('ui.navigation.subscribe')}
      </ShellLink>
    ),
    notificationBell: notifications,
    avatarMenu: user && <AvatarMenu user={user} items={menuItems} onSignOut={onSignOut} />,
    signIn: (
      <ShellLink href={signInHref} className={styles.signInLink} renderLink={renderLink}>
        {t('ui.navigation.signIn')}
      </ShellLink>
    ),
  } satisfies Record<ReturnType<typeof topBarItems>[number], ReactNode>;

  return (
    <header {...props} className={cx(styles.topBar, className)}>
      <div className={styles.bar}>
        {shell?.navigationToggle}
        <ShellLink href={logoHref} className={styles.logo} renderLink={renderLink}>
          {logo ?? t('ui.topBar.brand')}
        </ShellLink>
        <div className={styles.actions}>
          {topBarItems(user !== null).map((item) => (
            <Fragment key={item}>{slot[item]}</Fragment>
          ))}
        </div>
      </div>
      {shell?.topNavigation}
    </header>
  );
}
