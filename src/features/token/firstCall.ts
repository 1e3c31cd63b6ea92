import { defineFirstCalls } from '../../api/firstCalls';
import { restPriceOptions } from '../../api/price';
import { rpcPriceOptions } from '../../api/rpc';
import { tokenFirstCallsRow } from '../../../contract/firstCalls/token';

/** The token page's REST and JSON-RPC prices, each where the chain has one. */
export const tokenFirstCalls = defineFirstCalls(tokenFirstCallsRow, (client, { rest, rpc }) =>
  Promise.all([
    rest ? client.prefetchQuery(restPriceOptions(rest)) : null,
    rpc ? client.prefetchQuery(rpcPriceOptions(rpc)) : null,
  ]),
);
