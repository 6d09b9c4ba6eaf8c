import { Icon, type IconProps } from '../icons/Icon';

export { ChevronDownIcon } from '../icons/formIcons';

// The shell's decorative icons.
export type ShellIconProps = IconProps;

export function MenuIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 5h14M3 10h14M3 15h14" />
    </Icon>
  );
}

/** Points to the inline start in left-to-right; mirror it right to left. */
export function ChevronStartIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="m12 4-6 6 6 6" />
    </Icon>
  );
}

export function HomeIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 9.5 10 3.5l7 6M5 8v8.5h4V12h2v4.5h4V8" />
    </Icon>
  );
}

/** A level meter: live sessions. */
export function SessionsIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 10v0M6.5 7v6M10 4v12M13.5 6.5v7M17 9v2" />
    </Icon>
  );
}

export function FriendsIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <circle cx="7.5" cy="7" r="3" />
      <path d="M2 17c.5-3 2.7-5 5.5-5s5 2 5.5 5" />
      <path d="M13 4.2a3 3 0 0 1 0 5.6M15 12.4c1.6.7 2.7 2.4 3 4.6" />
    </Icon>
  );
}

export function JamTracksIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="M8 15.5V4.5l9-2v11" />
      <circle cx="5.5" cy="15.5" r="2.5" />
      <circle cx="14.5" cy="13.5" r="2.5" />
    </Icon>
  );
}

export function ProfileIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3.5 17.5c.7-3.4 3.3-5.5 6.5-5.5s5.8 2.1 6.5 5.5" />
    </Icon>
  );
}

export function AccountIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="2.5" />
      <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
    </Icon>
  );
}

export function AffiliateIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Icon>
  );
}

export function HelpIcon(props: ShellIconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8" />
      <path d="M7.75 7.75a2.25 2.25 0 1 1 3.2 2.05c-.6.3-.95.8-.95 1.45v.5M10 14.5v.01" />
    </Icon>
  );
}
