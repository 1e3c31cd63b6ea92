import { defineFirstCalls } from '../../api/firstCalls';
import { walletFirstCallsRow } from '../../../contract/firstCalls/wallet';
import { blockPageOptions, trailPageOptions } from '../paging/blockList';
import { walletList } from './walletPages';

/** The wallet page's first page of transactions, from its trail's last cursor or its block anchor. */
export const walletFirstCalls = defineFirstCalls(walletFirstCallsRow, (client, { params, verbose, paging }) => {
  const list = walletList(params, verbose);
  return params.range.trail.length > 0 ? client.ensureQueryData(trailPageOptions(list)) : client.ensureQueryData(blockPageOptions(list, paging.anchor));
});
