import { LOGO_LINK, SIGN_IN_PATH, topBarItems } from '@backline/domain';
import { Fragment, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { AppShellContext } from '../AppShell/AppShellContext';
import { cx } from '../private/cx';
import { type RenderLink, ShellLink } from '../private/ShellLink/ShellLink';
import * as styles from './TopBar.css';

/** Where the subscribe link goes unless told otherwise: the plans page (part 2 §2). */
export const SUBSCRIBE_PATH = '/account/subscription';

/** What the signed-in bar and the visitor's bar share. */
export interface TopBarFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The brand mark inside the logo link. @default the "Backline" wordmark (ui.topBar.brand) */
  logo?: ReactNode;
  /** @default '/profile' (LOGO_LINK) */
  logoHref?: string;
  /** The subscribe link, always shown (part 1 §2). @default '/account/subscription' */
  subscribeHref?: string;
  /** Shown signed out. @default '/auth/login' (SIGN_IN_PATH) */
  signInHref?: string;
  /** Renders in-app links with the app's router (Remix's `Link`). @default React Aria links */
  renderLink?: RenderLink;
}

interface FrameProps extends TopBarFrameProps {
  signedIn: boolean;
  notifications?: ReactNode;
  avatarMenu?: ReactNode;
}

/**
 * The bar itself, without the avatar menu's code: the signed-in TopBar passes its menu in, so the
 * visitor's bar (VisitorTopBar) never imports React Aria's menu, popover and collection code.
 */
export function TopBarFrame({
  signedIn,
  notifications,
  avatarMenu,
  logo,
  logoHref = LOGO_LINK,
  subscribeHref = SUBSCRIBE_PATH,
  signInHref = SIGN_IN_PATH,
  renderLink,
  className,
  ...props
}: FrameProps) {
  const t = useUIMessages();
  const shell = useContext(AppShellContext);
  const slot = {
    subscribe: (
      <ShellLink href={subscribeHref} className={styles.subscribeLink} renderLink={renderLink}>
        {t('ui.navigation.subscribe')}
      </ShellLink>
    ),
    notificationBell: notifications,
    avatarMenu,
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
          {topBarItems(signedIn).map((item) => (
            <Fragment key={item}>{slot[item]}</Fragment>
          ))}
        </div>
      </div>
      {shell?.topNavigation}
    </header>
  );
}
