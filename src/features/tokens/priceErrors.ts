import { isApiError } from '../../api/errors';

/**
 * A 404 from the price endpoints means "no pool with enough liquidity to price this token"
 * (real-service notes). It is an answer, not a failure: the card explains it instead of
 * showing a generic error.
 */
export function isUnpriceable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'not-found';
}

export const UNPRICEABLE_TEXT =
  'No pool holds enough liquidity to compute a reliable price for this address, so the service has none: probably not an ERC20 token with a market (an NFT contract or a wallet has none). Thinly traded, new or abandoned tokens often have no price either.';
