import type { JSX } from 'react';
import type { Tone } from '../../../theme/tokens';

import { Icon, type IconProps } from './Icon';

// Decorative icons of the status tones and the dismiss/external links.

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.25v.01" />
    </Icon>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10.25 2.25 2.25 4.75-5" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 2.75 18 17H2z" />
      <path d="M10 8v4M10 14.5v.01" />
    </Icon>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8" />
      <path d="m7.25 7.25 5.5 5.5M12.75 7.25l-5.5 5.5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 5 10 10M15 5 5 15" />
    </Icon>
  );
}

/** Drawn for left-to-right; flip it with `transform: scaleX(-1)` under `[dir=rtl]`. */
export function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
    </Icon>
  );
}

export const toneIcons: Record<Tone, (props: IconProps) => JSX.Element> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};
