import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { useUIMessages } from '../../../i18n/useUIMessages';
import { ExternalIcon } from '../icons/icons';
import { visuallyHidden } from '../visuallyHidden.css';
import * as styles from './ShellLink.css';

/**
 * What a `renderLink` function receives. Spread it onto the app router's link, renaming `href`
 * where the router wants another name: `({href, ...props}) => <RemixLink to={href} {...props} />`.
 */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** `'page'` on the link to the page being shown. */
  'aria-current'?: 'page';
  /** Called before the router navigates (the shell closes its drawer). */
  onClick?: () => void;
}

/**
 * Renders an in-app link with the app's router (Remix's `Link`, for prefetching). Without it the
 * shell renders React Aria links, which navigate through React Aria's `RouterProvider`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export interface ShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  isCurrent?: boolean;
  /** Another site: a plain link opened in a new tab, announced as such; never the app router. */
  isExternal?: boolean;
  renderLink?: RenderLink;
  onNavigate?: () => void;
}

/** The one link of the shell pieces: the app's router link, a React Aria link, or an external one. */
export function ShellLink({
  href,
  className,
  children,
  isCurrent = false,
  isExternal = false,
  renderLink,
  onNavigate,
}: ShellLinkProps) {
  const t = useUIMessages();
  if (isExternal) {
    return (
      <RACLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onPress={onNavigate}
      >
        {children}
        <ExternalIcon className={styles.externalIcon} />
        <span className={visuallyHidden}> {t('ui.link.opensInNewTab')}</span>
      </RACLink>
    );
  }
  const ariaCurrent = isCurrent ? ('page' as const) : undefined;
  if (renderLink) {
    return renderLink({
      href,
      className,
      children,
      'aria-current': ariaCurrent,
      ...(onNavigate ? { onClick: onNavigate } : {}),
    });
  }
  return (
    <RACLink href={href} aria-current={ariaCurrent} className={className} onPress={onNavigate}>
      {children}
    </RACLink>
  );
}
