import { ADDR, call, get, priceCall, request, rpc, type CaseRow } from './hostile-requests.ts';

/** Hostile requests, second part: JSON-RPC bodies, cross-site requests, logos, host names and malformed HTTP. */
export const RPC_AND_TRANSPORT_CASES: CaseRow[] = [
  // JSON-RPC: chain, content type, size and body shape.
  ['rpc chain outside the list', rpc(call('eth_getTokenPrice'), 'mars'), 400],
  ['rpc chain in upper case', rpc(call('eth_getTokenPrice'), 'ETH'), 400],
  ['rpc chain without an RPC slug', rpc(call('eth_getTokenPrice'), 'palm'), 400],
  ['rpc as text/plain', rpc(call('eth_getTokenPrice'), 'eth', 'text/plain'), 415],
  ['rpc without a content type', rpc(call('eth_getTokenPrice'), 'eth', ''), 415],
  ['rpc as a form', rpc('a=1', 'eth', 'application/x-www-form-urlencoded'), 415],
  ['rpc malformed JSON', rpc('{"jsonrpc":'), 400],
  [
    'rpc body over 16 KB',
    rpc(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getTokenPrice',
        params: [{ address: ADDR, pad: 'x'.repeat(17_000) }],
      }),
    ),
    413,
  ],
  ['rpc body of 1 MB', rpc('['.padEnd(1024 * 1024, ' ')), 413],
  ['rpc eth_call', rpc(call('eth_call', [{ to: ADDR, data: '0x' }, 'latest'])), 400],
  ['rpc eth_sendRawTransaction', rpc(call('eth_sendRawTransaction', ['0xdeadbeef'])), 400],
  ['rpc batch with a forbidden method inside', rpc(`[${call('eth_getTokenPrice')},${call('eth_accounts', [])}]`), 400],
  ['rpc batch of 21', rpc(`[${Array.from({ length: 21 }, () => call('eth_getTokenPrice')).join(',')}]`), 400],
  ['rpc empty batch', rpc('[]'), 400],
  ['rpc nested batch', rpc(`[[${call('eth_getTokenPrice')}]]`), 400],
  [
    'rpc jsonrpc 1.0',
    rpc(JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'eth_getTokenPrice', params: [{ address: ADDR }] })),
    400,
  ],
  [
    'rpc without an id',
    rpc(JSON.stringify({ jsonrpc: '2.0', method: 'eth_getTokenPrice', params: [{ address: ADDR }] })),
    400,
  ],
  ['rpc with an object id', rpc(call('eth_getTokenPrice', [{ address: ADDR }], { id: { $gt: 1 } })), 400],
  ['rpc params not an array', rpc(call('eth_getTokenPrice', { address: ADDR })), 400],
  ['rpc empty params', rpc(call('eth_getTokenPrice', [])), 400],
  ['rpc bad token address', rpc(call('eth_getTokenPrice', [{ address: '0x123' }])), 400],
  ['rpc extra params field', rpc(priceCall({ url: 'http://evil.example' })), 400],
  ['rpc extra top-level field', rpc(call('eth_getTokenPrice', [{ address: ADDR }], { apiKey: 'x' })), 400],
  ['rpc include not allowed', rpc(priceCall({ include: 'everything' })), 400],
  ['rpc negative toBlock', rpc(priceCall({ toBlock: -1 })), 400],
  ['rpc string toBlock', rpc(priceCall({ toBlock: '100' })), 400],
  ['rpc named exchange (RPC takes an address)', rpc(priceCall({ exchange: 'alphaswapv2' })), 400],
  ['rpc body null', rpc('null'), 400],
  ['rpc body a string', rpc('"eth_getTokenPrice"'), 400],
  ['rpc body a number', rpc('42'), 400],
  ['rpc JSON with charset, malformed', rpc('{bad', 'eth', 'application/json; charset=utf-8'), 400],
  ['rpc empty JSON body', rpc('', 'eth'), 400],
  [
    'rpc __proto__ field',
    rpc(
      '{"jsonrpc":"2.0","id":1,"method":"eth_getTokenPrice","params":[{"address":"' + ADDR + '"}],"__proto__":{"x":1}}',
    ),
    400,
  ],
  // One call per JSON-RPC request (a batch bought 20 prices for one request's units).
  ['rpc batch of two prices', rpc(`[${call('eth_getTokenPrice')},${priceCall({ include: 'percent_change' })}]`), 400],
  ['rpc batch of one', rpc(`[${call('eth_getTokenPrice')}]`), 400],
  // A page on another site (an <img>, a form, a fetch) gets nothing and spends nothing.
  [
    'cross-site image request',
    get(`/api/evm/${ADDR}/verbose?from_block=1`, [
      'Sec-Fetch-Site: cross-site',
      'Sec-Fetch-Mode: no-cors',
      'Sec-Fetch-Dest: image',
    ]),
    403,
  ],
  [
    'same-site request from a sibling subdomain',
    get(`/api/streams/history/logs?limit=10`, ['Sec-Fetch-Site: same-site', 'Sec-Fetch-Mode: cors']),
    403,
  ],
  [
    'cross-site JSON-RPC POST',
    request('POST', '/api/rpc/eth', {
      headers: ['Content-Type: application/json', 'Sec-Fetch-Site: cross-site'],
      body: call('eth_getTokenPrice'),
    }),
    403,
  ],
  ['cross-site status read', get('/api/status', ['Sec-Fetch-Site: cross-site']), 403],
  // Logos come from allowed origins only (none in these tests): nothing is fetched for a page.
  [
    'logo from a host off the allowlist',
    get(`/api/logo?url=${encodeURIComponent('https://tracker.example/pixel.png')}`),
    403,
  ],
  [
    'logo at a private address',
    get(`/api/logo?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`),
    403,
  ],
  // A rebound DNS name (or any name the server is not configured for) gets 421.
  ['DNS-rebinding Host', request('GET', '/api/streams/history/logs?limit=10', { host: 'attacker.example' }), 421],
  ['DNS-rebinding Host with a port', request('GET', `/api/evm/${ADDR}`, { host: 'attacker.example:8080' }), 421],
  ['rebinding Host on the app page', request('GET', '/', { host: 'rebind.attacker.example' }), 421],
  ['loopback name on another port', request('GET', `/api/evm/${ADDR}`, { host: '127.0.0.1:1' }), 421],
  ['Host with userinfo', request('GET', `/api/evm/${ADDR}`, { host: 'user@127.0.0.1' }), 421],
  // Malformed HTTP: refused by the HTTP parser itself.
  [
    'CRLF injected into a header value',
    Buffer.from(
      `GET /api/evm/${ADDR} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\rX-Api-Key: stolen\r\nConnection: close\r\n\r\n`,
    ),
    400,
  ],
  ['oversized headers', get(`/api/evm/${ADDR}`, [`X-Big: ${'a'.repeat(20_000)}`]), 431],
  [
    'Content-Length and Transfer-Encoding together',
    Buffer.from(
      `POST /api/rpc/eth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    ),
    400,
  ],
  [
    'invalid Content-Length',
    Buffer.from(
      'POST /api/rpc/eth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
    ),
    400,
  ],
  [
    'raw space in the target',
    Buffer.from(`GET /api/evm/${ADDR}?chain=eth polygon HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    400,
  ],
];
