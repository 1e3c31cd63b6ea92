import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointOptions, fetchEndpoint } from './endpoint';
import { getUsageFor } from './usage';
import { ENDPOINTS } from '../../contract/endpoints/records';
import { endpointRequest } from '../../contract/endpoints/request';
import { restPriceRequest } from '../../contract/endpoints/price';
import { restTokenPricesKey } from './price';
import { findEvmChain } from '../../contract/lib/chains';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchEndpoint', () => {
  it("reads the answer with the record's schema and counts the record's compute units", async () => {
    vi.stubGlobal('fetch', answer({ cursor: null, page: '0', page_size: '100', result: [] }));
    const request = endpointRequest('walletVerbose', { address: ADDRESS }, { chain: '0x1', cursor: undefined });
    const page = await fetchEndpoint(request);
    expect(page).toMatchObject({ cursor: null, result: [], unreadable: [] });
    expect(getUsageFor(`/api/evm/${ADDRESS}/verbose`).computeUnitsSpent).toBe(ENDPOINTS.walletVerbose.computeUnits);
  });

  it("refuses an answer the record's schema does not accept", async () => {
    vi.stubGlobal('fetch', answer({ items: 'not a block' }));
    await expect(fetchEndpoint(endpointRequest('block', { height: '7' }))).rejects.toMatchObject({
      kind: 'bad-response',
    });
  });

  it("sends a POST record's body with its method", async () => {
    const fetchMock = answer({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } });
    vi.stubGlobal('fetch', fetchMock);
    await fetchEndpoint(endpointRequest('rpc', { chain: 'eth' }, {}, { method: 'eth_getTokenPrice' }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/rpc/eth', 'POST', '{"method":"eth_getTokenPrice"}']);
  });
});

describe('endpointKey', () => {
  it('is what is sent: empty values are not part of it, and numbers are written as on the wire', () => {
    const a = endpointRequest('logs', {}, { limit: 100, cursor: undefined });
    const b = endpointRequest('logs', {}, { limit: '100', cursor: '' });
    expect(endpointKey(a)).toEqual(endpointKey(b));
    expect(endpointKey(a)).toEqual(['logs', {}, { limit: '100' }]);
    expect(endpointKey(endpointRequest('logs', {}, { limit: 100, cursor: 'c1' }))).not.toEqual(endpointKey(a));
  });

  it('matches every price of one token on one chain by the prefix the token page reads', async () => {
    const client = new QueryClient();
    const eth = findEvmChain('eth')!;
    const polygon = findEvmChain('polygon')!;
    for (const [chain, toBlock] of [
      [eth, null],
      [eth, '100'],
      [polygon, null],
    ] as const) {
      client.setQueryData(endpointOptions(restPriceRequest({ address: ADDRESS, chain, toBlock })).queryKey, {
        toBlock,
      } as never);
    }
    const found = client.getQueriesData({ queryKey: restTokenPricesKey(eth.hexId, ADDRESS.toUpperCase()) });
    expect(found.map(([, data]) => data)).toEqual([{ toBlock: null }, { toBlock: '100' }]);
  });
});
