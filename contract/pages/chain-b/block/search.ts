import { validateBlockNumber, type Validated } from '../../../lib/validation';

export { parseBlockSearch, type BlockSearch } from './urlSearch';
export { LATEST_HEIGHT } from './latest';

/** The height route param, checked: negative, fractional or absurd heights send nothing. */
export function parseHeight(raw: string): Validated<bigint> {
  return validateBlockNumber(raw, 'Block height');
}
