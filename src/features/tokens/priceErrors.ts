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
  'No pool holds enough liquidity to compute a reliable price for this token, so the service has none. Thinly traded, new or abandoned tokens often have no price.';
