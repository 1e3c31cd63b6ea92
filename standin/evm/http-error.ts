/** A failure with the hosted service's status and `{"message": ...}` body, thrown by parsers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/** The hosted service's exact text for a token it cannot price (real-service notes). */
export const NO_POOLS = 'No pools found with enough liquidity, to calculate the price';
