import type { Page } from '@playwright/test';
import { E2E_NOW } from '../standin/catalog';
import { headAt } from '../standin/chainB/heights';
import { blockTransactions, type ChainBTransaction } from '../standin/chainB/transactions';
import { LIVE_URL, type StandinControl } from './fixtures';

/**
 * What the Aptos block specs share: the stand-in's clock is frozen at E2E_NOW, so its head is
 * fixed and "newest block" is deterministic; expected values come from its own generators.
 */

export const HEIGHT = 1000;
export const HEAD = headAt(Date.parse(E2E_NOW));
export const fmt = (n: number | string) => BigInt(n).toLocaleString('en-US');

export const blockUrl = (height: number | string, withTransactions = false) =>
  `${LIVE_URL}/chain-b/blocks/${height}${withTransactions ? '?with_transactions=true' : ''}`;

export async function chainBRequests(standin: StandinControl): Promise<string[]> {
  return (await standin.requests()).map((request) => request.path).filter((path) => path.startsWith('/chain-b/'));
}

/** Octas as APT, exactly: 8 decimals, trailing zeros dropped, as the page writes it. */
export const apt = (octas: bigint) =>
  `${octas / 100_000_000n}.${(octas % 100_000_000n).toString().padStart(8, '0')}`.replace(/\.?0+$/, '');
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The newest block below the head (at E2E_NOW) that holds every kind the block page labels: a
 * validator transaction, a failed user transaction, a script payload and a block epilogue.
 */
export function richBlock(): { height: number; transactions: ChainBTransaction[] } {
  for (let height = HEAD - 1; height > HEAD - 5_000; height -= 1) {
    const transactions = blockTransactions(height);
    const has = (test: (tx: ChainBTransaction) => boolean) => transactions.some(test);
    if (
      has((tx) => tx.type === 'validator_transaction') &&
      has((tx) => tx.type === 'block_epilogue_transaction') &&
      has((tx) => tx.type === 'user_transaction' && !tx.success) &&
      has((tx) => tx.type === 'user_transaction' && tx.payload.type === 'script_payload')
    )
      return { height, transactions };
  }
  throw new Error('no block near the head holds every transaction kind');
}
/** The details list's value for a label. */
export const detail = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Block details' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
