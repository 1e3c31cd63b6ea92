import { useState } from 'react';

/**
 * The value of the previous render while it is equal to this one (compared as JSON, bigints
 * included): a request rebuilt from the URL on every render keeps its identity, so
 * callbacks built on it, and work running with them, last as long as the request itself.
 */
export function useSameValue<T>(value: T): T {
  const hash = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
  const [kept, setKept] = useState({ hash, value });
  // React's pattern for state derived from the previous render: set during render, drawn again at once.
  if (kept.hash !== hash) {
    setKept({ hash, value });
    return value;
  }
  return kept.value;
}
