import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { rowAnchorId } from './TxTable';

const TX_HASH = /^tx=(0x[0-9a-fA-F]{64})$/;

/**
 * `#tx=0x…` names one transaction of the list: once its row is on screen, open it and scroll to
 * it (once per hash, so collapsing it afterwards sticks).
 */
export function useHashTarget(rowHashes: readonly string[] | null, open: (hash: string) => void): { target: string | null; missing: boolean } {
  const hash = useLocation({ select: (location) => location.hash });
  const target = TX_HASH.exec(hash)?.[1]?.toLowerCase() ?? null;
  const found = target !== null && rowHashes !== null && rowHashes.includes(target);
  const [handled, setHandled] = useState<string | null>(null);

  if (found && handled !== target) {
    setHandled(target);
    open(target);
  }

  useEffect(() => {
    if (!found || target === null) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(rowAnchorId(target))?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [found, target]);

  return { target, missing: target !== null && rowHashes !== null && !found };
}
