import type { SVGProps } from 'react';

// Decorative icons of the form controls, drawn like icons.tsx: aria-hidden, 1em, currentColor.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function FormIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Symmetric, so it needs no mirroring under right-to-left. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <FormIcon {...props}>
      <path d="m5 7.5 5 5 5-5" />
    </FormIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <FormIcon strokeWidth={2.5} {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </FormIcon>
  );
}

/** The mark of an indeterminate checkbox. */
export function DashIcon(props: IconProps) {
  return (
    <FormIcon strokeWidth={2.5} {...props}>
      <path d="M5 10h10" />
    </FormIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <FormIcon {...props}>
      <circle cx="8.75" cy="8.75" r="5.25" />
      <path d="m12.75 12.75 4 4" />
    </FormIcon>
  );
}
