/**
 * What one tab learnt an address is called (a wallet row's label or entity, a price answer's
 * token name), so the other tabs' headers say it too without asking the service. Kept for the
 * page's life, per chain: a name on one chain says nothing about the same address on another.
 */
const titles = new Map<string, string>();

// Chain names are written with spaces by the wallet and NFT tabs and with hyphens by the token tab.
const keyOf = (chain: string | undefined, address: string) =>
  `${(chain ?? '').replace(/ /g, '-')}|${address.toLowerCase()}`;

export function rememberTitle(chain: string | undefined, address: string, title: string): void {
  titles.set(keyOf(chain, address), title);
}

export function knownTitle(chain: string | undefined, address: string): string | null {
  return titles.get(keyOf(chain, address)) ?? null;
}
