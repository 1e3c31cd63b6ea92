/** The Chainboard mark: three rising blocks. Inline SVG so it obeys the CSP and the theme. */
export function LogoMark({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" className="fill-accent-600" />
      <rect x="7" y="17" width="4" height="8" rx="1" fill="#fff" />
      <rect x="14" y="11" width="4" height="14" rx="1" fill="#fff" />
      <rect x="21" y="7" width="4" height="18" rx="1" className="fill-accent-200" />
    </svg>
  );
}
