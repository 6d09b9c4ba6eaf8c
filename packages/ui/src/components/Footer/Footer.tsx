import { FOOTER_LINKS } from '@backline/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { Link } from '../Link/Link';
import { cx } from '../private/cx';
import { navigationMessageId } from '../SideNav/useSideNavEntries';
import * as styles from './Footer.css';

/** The footer's links, in order (part 1 §2), from `@backline/domain`. */
export const footerLinks = FOOTER_LINKS;
export type FooterLink = (typeof footerLinks)[number];

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The address of each external link; a link without one is left out. */
  links: Partial<Record<FooterLink, string>>;
  /**
   * Opens the links in a new tab (`target="_blank"`, `rel="noopener noreferrer"`, announced and
   * marked with an icon). @default true
   */
  openInNewTab?: boolean;
  /** Anything after the links: a copyright line, the client version. */
  children?: ReactNode;
}

/** The page footer: the main site's about, contact, privacy, terms and help desk pages. */
export function Footer({ links, openInNewTab = true, className, children, ...props }: FooterProps) {
  const t = useUIMessages();
  const shown = footerLinks.filter((key) => links[key]);
  return (
    <footer {...props} className={cx(styles.footer, className)}>
      {shown.length > 0 && (
        <nav aria-label={t('ui.footer.label')}>
          <ul className={styles.list}>
            {shown.map((key) => (
              <li key={key}>
                <Link href={links[key]} isExternal={openInNewTab} className={styles.link}>
                  {t(navigationMessageId(key))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children && <div className={styles.extra}>{children}</div>}
    </footer>
  );
}
