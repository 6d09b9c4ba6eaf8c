import type { ReactNode } from 'react';
import type { AvatarPerson } from '../Avatar/Avatar';
import { AvatarMenu, type TopBarMenuItem } from './AvatarMenu';
import { TopBarFrame, type TopBarFrameProps } from './TopBarFrame';

export type { TopBarMenuItem } from './AvatarMenu';
export { SUBSCRIBE_PATH } from './TopBarFrame';

export interface TopBarProps extends TopBarFrameProps {
  /** The signed-in person; without one the bar shows the sign-in link. @default null */
  user?: AvatarPerson | null;
  /** The notification bell with its dropdown, shown signed in. */
  notifications?: ReactNode;
  /** Entries of the avatar menu above "Sign out". @default [] */
  menuItems?: readonly TopBarMenuItem[];
  /** Called when "Sign out" is chosen in the avatar menu. */
  onSignOut?: () => void;
}

/**
 * The bar at the top of every page (part 1 §2): the logo link, a subscribe link, and either the
 * notification bell and the avatar menu (signed in) or a sign-in link (signed out). Inside an
 * AppShell it also carries the shell's navigation button and top navigation.
 *
 * It brings the avatar menu's code (React Aria's menu, popover and collections) with it; a page
 * that is only ever shown signed out renders VisitorTopBar, which does not.
 */
export function TopBar({
  user = null,
  notifications,
  menuItems = [],
  onSignOut,
  ...props
}: TopBarProps) {
  return (
    <TopBarFrame
      {...props}
      signedIn={user !== null}
      notifications={notifications}
      avatarMenu={user && <AvatarMenu user={user} items={menuItems} onSignOut={onSignOut} />}
    />
  );
}
