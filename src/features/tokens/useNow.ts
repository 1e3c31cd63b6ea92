import { useEffect, useState } from 'react';

/** The current time, re-rendering every `intervalMs` (for "updated N s ago"). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "just now", "12 s ago", "3 min ago". */
export function formatUpdatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds < 2) return 'just now';
  if (seconds < 120) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}
