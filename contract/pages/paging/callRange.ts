import type { ValidRange } from '../../api/range';
import { MAX_CALL_ROWS, type BlockAnchor, type ListOrder } from '../../lib/blockPages';

/**
 * The ranges a block-anchored page (contract/lib/blockPages.ts) asks its list endpoint for: the
 * pager fetches them, and a deep link preloads a page's first.
 */

const orderOf = (range: ValidRange): ListOrder => range.order ?? 'DESC';

/** The range of a walk from `block` in list order (the block bound wins over a date bound on its side). */
export function walkRange(range: ValidRange, block: bigint | null, limit: number | null): ValidRange {
  const base = { ...range, limit, trail: [] };
  if (block === null) return base;
  return orderOf(range) === 'DESC'
    ? { ...base, toBlock: block, toDate: null }
    : { ...base, fromBlock: block, fromDate: null };
}

/**
 * The range of a page's first call: page 1 as the range says, page N from its anchor's block; a
 * link with a cursor trail starts from the trail's last cursor, so its range stays as it is.
 */
export function firstCallRange(range: ValidRange, anchor: BlockAnchor | null): ValidRange {
  if (range.trail.length > 0) return range;
  const limit = anchor === null ? range.limit : Math.min(MAX_CALL_ROWS, anchor.skip + (range.limit ?? MAX_CALL_ROWS));
  return walkRange(range, anchor?.block ?? null, limit);
}
