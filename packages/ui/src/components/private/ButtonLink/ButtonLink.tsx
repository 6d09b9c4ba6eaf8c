import { composeRenderProps, Link, type LinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../../Button/Button';
import * as buttonStyles from '../../Button/Button.css';
import { cx } from '../cx';

export interface ButtonLinkProps extends LinkProps {
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
}

/**
 * A link that looks like a Button: navigation ("Checkout", "View Cart (2)") stays a link (a URL,
 * opens in a new tab, routed by React Aria's RouterProvider) while it reads as an action.
 */
export function ButtonLink({
  variant = 'secondary',
  size = 'medium',
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={composeRenderProps(className, (consumerClassName) =>
        cx(
          buttonStyles.button,
          buttonStyles.variant[variant],
          buttonStyles.size[size],
          consumerClassName,
        ),
      )}
    />
  );
}
