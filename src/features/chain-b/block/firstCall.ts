import { defineFirstCalls } from '../../../api/firstCalls';
import { chainBBlockOptions } from '../../../api/chainB';
import { blockFirstCallsRow } from '../../../../contract/firstCalls/block';

/** The block and the block after it, side by side. */
export const blockFirstCalls = defineFirstCalls(blockFirstCallsRow, (client, { heights, withTransactions }) =>
  Promise.all(heights.map((h) => client.prefetchQuery(chainBBlockOptions(h, withTransactions)))),
);
