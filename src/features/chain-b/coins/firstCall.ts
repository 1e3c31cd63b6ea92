import { defineFirstCalls } from '../../../api/firstCalls';
import { chainBCoinsOptions } from '../../../api/chainB';
import { coinsFirstCallsRow } from '../../../../contract/firstCalls/coins';

/** Every listed coin, in calls of the service's size. */
export const coinsFirstCalls = defineFirstCalls(coinsFirstCallsRow, (client, { hashes }) =>
  client.prefetchQuery(chainBCoinsOptions(hashes)),
);
