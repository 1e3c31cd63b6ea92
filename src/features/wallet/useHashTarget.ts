import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { rowAnchorId } from './TxTable';
import { txFromHash } from './txHash';

/**
 * `#tx=0x…` names one transaction of the list. A link that names it (pasted, followed, back and
 * forward) opens its row alone, closing any other, and scrolls to it, once per hash, so
 * collapsing it afterwards sticks. The page writes the hash itself when a row is opened
 * (`written`): that one is already open where the user is, so it neither closes others nor scrolls.
 */
export function useHashTarget(
  rowHashes: readonly string[] | null,
  openOnly: (hash: string) => void,
  written: string | null,
): { target: string | null; missing: boolean } {
  const hash = useLocation({ select: (location) => location.hash });
  const target = txFromHash(hash);
  const found = target !== null && rowHashes !== null && rowHashes.includes(target);
  const [handled, setHandled] = useState<string | null>(null);
  const fromLink = found && target !== written;

  if (found && handled !== target) {
    setHandled(target);
    if (fromLink) openOnly(target);
  }

  useEffect(() => {
    if (!fromLink || target === null) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(rowAnchorId(target))?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [fromLink, target]);

  return { target, missing: target !== null && rowHashes !== null && !found };
}
