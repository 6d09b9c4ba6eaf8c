import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Drawer } from '../Drawer/Drawer';
import { MenuIcon } from '../private/ShellIcons/ShellIcons';
import * as styles from './AppShell.css';

export interface NavigationDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The navigation shown in the drawer. */
  children: ReactNode;
}

/**
 * The narrow-screen navigation: a menu button that opens the side navigation in a drawer from
 * the inline start. Modal: Tab stays inside, Escape or the close button closes it, and focus
 * returns to the menu button.
 */
export function NavigationDrawer({ isOpen, onOpenChange, children }: NavigationDrawerProps) {
  const t = useUIMessages();
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button
        variant="quiet"
        size="small"
        className={styles.navigationToggle}
        aria-label={t('ui.appShell.openNavigation')}
      >
        <MenuIcon className={styles.navigationToggleIcon} />
      </Button>
      <Drawer placement="start" size="small">
        <Dialog
          aria-label={t('ui.appShell.navigation')}
          hasCloseButton
          className={styles.drawerDialog}
        >
          {children}
        </Dialog>
      </Drawer>
    </DialogTrigger>
  );
}
