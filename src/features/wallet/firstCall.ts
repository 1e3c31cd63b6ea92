import { defineFirstCalls } from '../../api/firstCalls';
import { walletFirstCallsRow } from '../../../contract/firstCalls/wallet';
import { listPageOptions } from '../paging/blockList';
import { walletList } from './walletPages';

/** The wallet page's first page of transactions: the query the page reads (useBlockPagedData). */
export const walletFirstCalls = defineFirstCalls(walletFirstCallsRow, (client, { params, verbose, paging }) =>
  client.ensureQueryData(listPageOptions(walletList(params, verbose), paging.anchor)),
);
