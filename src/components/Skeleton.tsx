export interface SkeletonProps {
  className?: string;
}

/** A placeholder block; size it like the content it stands for so the layout does not jump. */
export function Skeleton({ className = 'h-4 w-24' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800 ${className}`}
    />
  );
}
