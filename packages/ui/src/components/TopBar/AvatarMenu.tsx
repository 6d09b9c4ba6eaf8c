import { shortenName } from '@backline/domain';
import { Button as RACButton } from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Avatar, type AvatarPerson } from '../Avatar/Avatar';
import { Menu, MenuTrigger } from '../Menu/Menu';
import { MenuItem } from '../Menu/MenuItem';
import { MenuSeparator } from '../Menu/MenuSeparator';
import { Popover } from '../Popover/Popover';
import { ChevronDownIcon } from '../private/ShellIcons/ShellIcons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './TopBar.css';

/** An entry of the avatar menu besides "Sign out": a link (`href`) or an action. */
export interface TopBarMenuItem {
  id: string;
  label: string;
  /** Navigates through React Aria's `RouterProvider` (or the browser). */
  href?: string;
  onAction?: () => void;
}

export interface AvatarMenuProps {
  user: AvatarPerson;
  items: readonly TopBarMenuItem[];
  onSignOut?: () => void;
}

/** The signed-in person's avatar and name, opening the account menu that ends with "Sign out". */
export function AvatarMenu({ user, items, onSignOut }: AvatarMenuProps) {
  const t = useUIMessages();
  return (
    <MenuTrigger>
      <RACButton className={styles.avatarButton}>
        <Avatar person={user} size="small" isDecorative />
        {/* Seen shortened (part 1 §9), heard in full. */}
        {/* dir="auto": a name keeps its own direction (the ellipsis stays at its end). */}
        <span className={styles.userName} aria-hidden="true" dir="auto">
          {shortenName(user.name)}
        </span>
        <span className={visuallyHidden}>{user.name}</span>
        <ChevronDownIcon className={styles.chevron} />
      </RACButton>
      <Popover placement="bottom end">
        {/* Named by its trigger (React Aria's aria-labelledby): the person's name. */}
        <Menu>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} href={item.href} onAction={item.onAction}>
              {item.label}
            </MenuItem>
          ))}
          {items.length > 0 && <MenuSeparator />}
          <MenuItem id="sign-out" onAction={onSignOut}>
            {t('ui.navigation.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
