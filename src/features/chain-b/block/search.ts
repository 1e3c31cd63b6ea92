// zod/mini: validateSearch runs in the up-front bundle, and mini keeps zod's classic API out of it.
import * as z from 'zod/mini';
import { validateBlockNumber, type Validated } from '../../../lib/validation';

/**
 * URL state of the block page: `/chain-b/blocks/$height?with_transactions=true`. Lenient
 * (`true`, `1`): a hand-edited link must not blank the page; anything else means "off", which
 * is also left out of the URL.
 */
const flag = z.pipe(
  z.unknown(),
  z.transform((value): true | undefined => (value === true || value === 'true' || value === 1 || value === '1' ? true : undefined)),
);

const blockSearchSchema = z.object({ with_transactions: flag });

/** Optional, so that a plain link to a block (`params` only) needs no search. */
export interface BlockSearch {
  with_transactions?: true;
}

/** For the route's validateSearch: never throws. */
export function parseBlockSearch(raw: Record<string, unknown>): BlockSearch {
  const parsed = blockSearchSchema.safeParse(raw);
  return parsed.success && parsed.data.with_transactions ? { with_transactions: true } : {};
}

/** The height route param, checked: negative, fractional or absurd heights send nothing. */
export function parseHeight(raw: string): Validated<bigint> {
  return validateBlockNumber(raw, 'Block height');
}
