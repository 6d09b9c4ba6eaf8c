import {
  composeRenderProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { ExternalIcon } from '../private/icons/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends RACLinkProps {
  /** `inline` sits in running text (underlined); `standalone` stands on its own. @default 'inline' */
  variant?: LinkVariant;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen
   * readers and with an icon. @default false
   */
  isExternal?: boolean;
}

/**
 * A link on React Aria's Link: client-side routing through React Aria's RouterProvider, focus
 * ring on keyboard focus. Without `href` it acts as a button-like link (`onPress`).
 */
export function Link({
  variant = 'inline',
  isExternal = false,
  className,
  children,
  ...props
}: LinkProps) {
  const t = useUIMessages();
  return (
    <RACLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(styles.link, styles.variant[variant], consumerClassName),
      )}
    >
      {composeRenderProps(children, (content) =>
        isExternal ? (
          <>
            {content}
            <ExternalIcon className={styles.externalIcon} />
            <span className={visuallyHidden}> {t('ui.link.opensInNewTab')}</span>
          </>
        ) : (
          content
        ),
      )}
    </RACLink>
  );
}
