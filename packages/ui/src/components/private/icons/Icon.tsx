import type { ReactNode, SVGProps } from 'react';

/** Props of every decorative icon: any SVG attribute but its children. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The one drawing frame of the package's icons: decorative (aria-hidden, never focusable), sized
 * by the font (1em) and coloured by currentColor, on a 20 × 20 grid with round 1.75 strokes.
 */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
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
