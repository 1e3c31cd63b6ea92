/** `#tx=0x…` names one transaction of the wallet list (its row opens and scrolls into view). */
export const TX_HASH_PREFIX = 'tx=';
const TX_HASH = /^#?tx=(0x[0-9a-fA-F]{64})$/;

/** The transaction a URL hash names, lowercase, or null. */
export function txFromHash(hash: string): string | null {
  return TX_HASH.exec(hash)?.[1]?.toLowerCase() ?? null;
}
