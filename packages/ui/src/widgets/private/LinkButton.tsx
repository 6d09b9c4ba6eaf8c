import {
  composeRenderProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../../components/Button/Button';
import * as buttonStyles from '../../components/Button/Button.css';
import { cx } from '../../components/private/cx';

export interface LinkButtonProps extends RACLinkProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
}

/**
 * A link that looks like a Button: for a call to action that goes somewhere ("Create Session",
 * "Download app", "Launch session"). It keeps link semantics (and React Aria's client routing).
 */
export function LinkButton({
  variant = 'primary',
  size = 'medium',
  className,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
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
