import type { SVGProps } from 'react';

/**
 * Small inline icons (no icon library in the shell bundle). Decorative: aria-hidden. One module
 * per icon, so each ships in the chunk of the pages that draw it: the shell's few stay in the
 * JavaScript every page loads first, the pages' icons load with the pages.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, className = 'size-4', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
