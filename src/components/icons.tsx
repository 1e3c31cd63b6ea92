import type { SVGProps } from 'react';

/** Small inline icons (no icon library in the shell bundle). Decorative: aria-hidden. */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, className = 'size-4', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className} {...props}>
      {children}
    </svg>
  );
}

export const CopyIcon = (p: IconProps) => (
  // One path (the front square drawn as a path, not a <rect>): a page draws hundreds of these.
  <Icon {...p}><path d="M9 7h6a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2ZM13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" /></Icon>
);
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="m4 10.5 4 4 8-9" /></Icon>;
export const SunIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="10" cy="10" r="3.5" /><path d="M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4" /></Icon>
);
export const MoonIcon = (p: IconProps) => <Icon {...p}><path d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9Z" /></Icon>;
export const MonitorIcon = (p: IconProps) => (
  <Icon {...p}><rect x="2.5" y="3.5" width="15" height="10" rx="1.5" /><path d="M7 17h6M10 13.5V17" /></Icon>
);
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}><path d="M10 3 2 17h16L10 3Z" /><path d="M10 8v4M10 14.5v.01" /></Icon>
);
export const SearchIcon = (p: IconProps) => <Icon {...p}><circle cx="9" cy="9" r="5.5" /><path d="m13 13 4 4" /></Icon>;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="m12 5-5 5 5 5" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="m8 5 5 5-5 5" /></Icon>;
export const ChevronsLeftIcon = (p: IconProps) => <Icon {...p}><path d="m10 5-5 5 5 5M15 5l-5 5 5 5" /></Icon>;
export const XIcon = (p: IconProps) => <Icon {...p}><path d="m5 5 10 10M15 5 5 15" /></Icon>;
export const RetryIcon = (p: IconProps) => <Icon {...p}><path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2" /></Icon>;
