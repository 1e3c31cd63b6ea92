import { defineFirstCalls } from '../../api/firstCalls';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { tokensFirstCallsRow } from '../../../contract/firstCalls/tokens';

/** Every watchlist card's prices, REST and JSON-RPC, as the cards ask for them. */
export const tokensFirstCalls = defineFirstCalls(tokensFirstCallsRow, (client, { rest, rpc }) =>
  Promise.all([
    ...rest.map((input) => client.prefetchQuery(restPriceOptions(input))),
    ...rpc.map((input) => client.prefetchQuery(rpcPriceOptions(input))),
  ]),
);
