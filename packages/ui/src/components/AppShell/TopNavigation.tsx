import { DialogTrigger, Button as RACButton } from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Dialog } from '../Dialog/Dialog';
import { Popover } from '../Popover/Popover';
import { cx } from '../private/cx';
import { ChevronDownIcon } from '../private/ShellIcons/ShellIcons';
import { type RenderLink, ShellLink } from '../private/ShellLink/ShellLink';
import type { SideNavEntry } from '../SideNav/SideNav';
import * as styles from './AppShell.css';

export interface TopNavigationProps {
  entries: readonly SideNavEntry[];
  currentHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The navigation of the top and combo layouts: top-level links in a row, each group a button
 * that discloses its links in a popover (the disclosure pattern: links stay links, Tab moves
 * between them, Escape closes and returns focus to the button).
 */
export function TopNavigation({ entries, currentHref, renderLink, className }: TopNavigationProps) {
  const t = useUIMessages();
  return (
    <nav aria-label={t('ui.sideNav.label')} className={cx(styles.topNavigation, className)}>
      <ul className={styles.topNavigationList}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <li key={entry.id}>
              <ShellLink
                href={entry.href}
                className={styles.topNavigationLink}
                isCurrent={entry.href === currentHref}
                isExternal={entry.isExternal}
                renderLink={renderLink}
              >
                {entry.label}
              </ShellLink>
            </li>
          ) : (
            <li key={entry.id}>
              <DialogTrigger>
                <RACButton
                  className={styles.topNavigationLink}
                  data-current={entry.items.some((item) => item.href === currentHref) || undefined}
                >
                  {entry.label}
                  <ChevronDownIcon className={styles.topNavigationChevron} />
                </RACButton>
                <Popover placement="bottom start">
                  <Dialog aria-label={entry.label} className={styles.topNavigationDialog}>
                    {({ close }) => (
                      <ul className={styles.topNavigationGroup}>
                        {entry.items.map((item) => (
                          <li key={item.id}>
                            <ShellLink
                              href={item.href}
                              className={styles.topNavigationGroupLink}
                              isCurrent={item.href === currentHref}
                              isExternal={item.isExternal}
                              renderLink={renderLink}
                              onNavigate={close}
                            >
                              {item.label}
                            </ShellLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Dialog>
                </Popover>
              </DialogTrigger>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
