import type { HTMLAttributes } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { type RenderLink, ShellLink } from '../private/ShellLink/ShellLink';
import * as styles from './ErrorPage.css';

/** The error pages of the spec (part 2 §2): /errors/404 and /errors/500. */
export const errorPageStatuses = [404, 500] as const;
export type ErrorPageStatus = (typeof errorPageStatuses)[number];

const MESSAGES = {
  404: 'ui.errorPage.notFound',
  500: 'ui.errorPage.serverError',
} as const satisfies Record<ErrorPageStatus, string>;

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** 404: "The page you're looking for is not found."; 500: "Whoops, something went wrong!" */
  status: ErrorPageStatus;
  /** Where "Take me home" goes. @default '/' */
  homeHref?: string;
  /** Shows the "Take me home" link; the spec gives it to the 404 page. @default status === 404 */
  showHomeLink?: boolean;
  /** Renders the home link with the app's router (Remix's `Link`). @default a React Aria link */
  renderLink?: RenderLink;
}

/** The body of an error page: the status, the spec's sentence and the way home. */
export function ErrorPage({
  status,
  homeHref = '/',
  showHomeLink = status === 404,
  renderLink,
  className,
  ...props
}: ErrorPageProps) {
  const t = useUIMessages();
  return (
    <section {...props} className={cx(styles.errorPage, className)}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.message}>{t(MESSAGES[status])}</h1>
      {showHomeLink && (
        <ShellLink href={homeHref} className={styles.homeLink} renderLink={renderLink}>
          {t('ui.errorPage.takeMeHome')}
        </ShellLink>
      )}
    </section>
  );
}
