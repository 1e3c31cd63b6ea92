/**
 * The hostile-request table: requests a browser never sends and the proxy must
 * refuse without contacting any upstream. Each case is raw bytes, so request lines, encodings and
 * headers reach the server exactly as written. `status` is what the server must answer (0: the
 * connection is closed without an answer).
 */

export interface HostileCase {
  readonly name: string;
  readonly raw: string | Buffer;
  readonly status: number;
}

const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
/** The checksummed form with one letter's case flipped: fails EIP-55. */
const BAD_CHECKSUM = '0x164Fc20C9236DEb762fC690a7a0fB4dA3e2f8b7D';
const HASH = 'a'.repeat(64);

function request(
  method: string,
  target: string,
  opts: { headers?: string[]; body?: string | Buffer; length?: boolean; host?: string } = {},
): Buffer {
  const body = opts.body === undefined ? Buffer.alloc(0) : Buffer.from(opts.body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${opts.host ?? '127.0.0.1'}`,
    'Connection: close',
    ...(opts.headers ?? []),
  ];
  if (opts.body !== undefined && opts.length !== false) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]);
}

const get = (target: string, headers: string[] = []) => request('GET', target, { headers });
const rpc = (body: string | Buffer, chain = 'eth', contentType = 'application/json') =>
  request('POST', `/api/rpc/${chain}`, { headers: contentType ? [`Content-Type: ${contentType}`] : [], body });
const call = (method: string, params: unknown = [{ address: ADDR }], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params, ...extra });
const priceCall = (param: Record<string, unknown>) => call('eth_getTokenPrice', [{ address: ADDR, ...param }]);

const cases: [string, string | Buffer, number][] = [
  // Paths outside the allowlist: JSON 404.
  ['the bare /api', get('/api'), 404],
  ['/api/', get('/api/'), 404],
  ['service root /api/evm', get('/api/evm'), 404],
  ['unknown service', get('/api/admin'), 404],
  ['wallet with an unknown tail', get(`/api/evm/${ADDR}/transfers`), 404],
  ['NFT path without /transfers', get(`/api/evm/nft/${ADDR}`), 404],
  ['price path without /price', get(`/api/evm/erc20/${ADDR}`), 404],
  ['verbose with an extra segment', get(`/api/evm/${ADDR}/verbose/extra`), 404],
  ['chain-b blocks without a height', get('/api/chain-b/blocks'), 404],
  ['chain-b block with an extra segment', get('/api/chain-b/blocks/1/transactions'), 404],
  ['streams history root', get('/api/streams/history'), 404],
  ['streams replay (not in the allowlist)', request('POST', '/api/streams/history/replay/a/b'), 404],
  ['rpc without a chain', request('POST', '/api/rpc'), 404],
  [
    'rpc with a key segment',
    request('POST', '/api/rpc/eth/somekey', {
      headers: ['Content-Type: application/json'],
      body: call('eth_getTokenPrice'),
    }),
    404,
  ],
  ['upstream-style path /api/v2.2/...', get(`/api/v2.2/${ADDR}`), 404],
  ['trailing slash', get(`/api/evm/${ADDR}/`), 404],
  ['POST /api/status', request('POST', '/api/status'), 404],
  ['TRACE on an API path', request('TRACE', `/api/evm/${ADDR}`), 404],
  // Traversal and encodings: 400 before any routing.
  ['encoded traversal', get('/api/evm/..%2f..%2fetc%2fpasswd'), 400],
  ['encoded dots', get('/api/evm/%2e%2e/%2e%2e/status'), 400],
  ['encoded slash (lower)', get(`/api/evm/${ADDR}%2fverbose`), 400],
  ['encoded slash (upper)', get(`/api/evm/${ADDR}%2Fverbose`), 400],
  ['double-encoded slash', get(`/api/evm/${ADDR}%252fverbose`), 400],
  ['double-encoded traversal', get('/api/evm/%252e%252e%252f%252e%252e%252fadmin'), 400],
  ['plain traversal', get('/api/evm/../status'), 400],
  ['traversal out of /api', get('/api/../../etc/passwd'), 400],
  ['dot segment', get(`/api/evm/./${ADDR}`), 400],
  ['empty segment', get(`/api//evm/${ADDR}`), 400],
  ['encoded NUL', get('/api/evm/%00'), 400],
  ['percent-encoded hex digits', get('/api/evm/0x%31%36%34fc20c9236deb762fc690a7a0fb4da3e2f8b7d'), 400],
  ['matrix parameter', get(`/api/evm/${ADDR};jsessionid=1`), 400],
  ['userinfo-like @', get(`/api/evm/${ADDR}@evil.example`), 400],
  ['encoded traversal in the RPC chain', request('POST', '/api/rpc/eth%2f..%2f..%2fadmin'), 400],
  ['encoded traversal in a block height', get('/api/chain-b/blocks/1%2f..%2f..%2fcoins'), 400],
  ['IIS-style %u escape', get('/api/evm/%u0041'), 400],
  ['path longer than any route', get(`/api/evm/${'a'.repeat(600)}`), 400],
  [
    'non-ASCII bytes in the path',
    Buffer.concat([
      Buffer.from('GET /api/evm/0x\xef\xbd\x81 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'latin1'),
    ]),
    400,
  ],
  ['backslash in the path', get(`/api/evm/${ADDR}\\verbose`), 400],
  // Absolute URLs and host tricks: never an open proxy.
  ['absolute-form target', get(`http://evil.example/api/evm/${ADDR}`), 400],
  ['absolute-form https target', get(`https://evil.example:443/api/evm/${ADDR}`), 400],
  ['protocol-relative target', get(`//evil.example/api/evm/${ADDR}`), 400],
  ['URL as the address segment', get('/api/evm/https://evil.example'), 400],
  ['encoded URL as the address segment', get('/api/evm/http:%2f%2fevil.example'), 400],
  ['url query parameter', get(`/api/evm/${ADDR}?url=http://evil.example`), 400],
  ['host override parameter', get(`/api/evm/${ADDR}?host=evil.example`), 400],
  ['CONNECT tunnel', Buffer.from('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'), 0],
  // Methods: 405 with Allow for a known path, and nothing forwarded.
  [
    'POST to a wallet',
    request('POST', `/api/evm/${ADDR}`, { headers: ['Content-Type: application/json'], body: '{}' }),
    405,
  ],
  [
    'PUT to a wallet',
    request('PUT', `/api/evm/${ADDR}`, { headers: ['Content-Type: application/json'], body: '{}' }),
    405,
  ],
  ['DELETE a wallet', request('DELETE', `/api/evm/${ADDR}`), 405],
  ['PATCH coins', request('PATCH', `/api/chain-b/coins?coin_type_hashes=${HASH}`), 405],
  [
    'OPTIONS preflight',
    request('OPTIONS', `/api/evm/${ADDR}`, {
      headers: ['Origin: http://evil.example', 'Access-Control-Request-Method: GET'],
    }),
    405,
  ],
  ['HEAD a wallet', request('HEAD', `/api/evm/${ADDR}`), 405],
  ['GET on the RPC endpoint', get('/api/rpc/eth'), 405],
  [
    'PUT on the RPC endpoint',
    request('PUT', '/api/rpc/eth', { headers: ['Content-Type: application/json'], body: call('eth_getTokenPrice') }),
    405,
  ],
  ['DELETE on streams logs', request('DELETE', '/api/streams/history/logs?limit=10'), 405],
  // Query strings: only each route's own parameters, each validated.
  ['unknown chain name', get(`/api/evm/${ADDR}?chain=mars`), 400],
  ['unknown hex chain id', get(`/api/evm/${ADDR}?chain=0x999999`), 400],
  ['chain given twice', get(`/api/evm/${ADDR}?chain=eth&chain=polygon`), 400],
  ['negative from_block', get(`/api/evm/${ADDR}?from_block=-1`), 400],
  ['exponent from_block', get(`/api/evm/${ADDR}?from_block=1e5`), 400],
  ['from_block beyond any chain', get(`/api/evm/${ADDR}?from_block=99999999999999999999`), 400],
  ['non-numeric to_block', get(`/api/evm/${ADDR}?to_block=abc`), 400],
  ['word date', get(`/api/evm/${ADDR}?from_date=yesterday`), 400],
  ['impossible date', get(`/api/evm/${ADDR}?from_date=2024-13-45`), 400],
  ['markup in a date', get(`/api/evm/${ADDR}?to_date=%3Cscript%3Ealert(1)%3C%2Fscript%3E`), 400],
  ['limit 0', get(`/api/evm/${ADDR}?limit=0`), 400],
  ['limit 101', get(`/api/evm/${ADDR}?limit=101`), 400],
  ['negative limit', get(`/api/evm/${ADDR}?limit=-5`), 400],
  ['fractional limit', get(`/api/evm/${ADDR}?limit=10.5`), 400],
  ['order RANDOM', get(`/api/evm/${ADDR}?order=RANDOM`), 400],
  ['include not allowed', get(`/api/evm/${ADDR}?include=logs`), 400],
  ['markup in a cursor', get(`/api/evm/${ADDR}?cursor=%3Cimg%20src%3Dx%3E`), 400],
  ['cursor of 3000 characters', get(`/api/evm/${ADDR}?cursor=${'a'.repeat(3000)}`), 400],
  ['double-encoded cursor', get(`/api/evm/${ADDR}?cursor=%252e%252e`), 400],
  ['unknown parameter', get(`/api/evm/${ADDR}?foo=bar`), 400],
  ['__proto__ parameter', get(`/api/evm/${ADDR}?__proto__=x`), 400],
  ['constructor parameter', get(`/api/evm/${ADDR}?constructor=x`), 400],
  ['format on a wallet', get(`/api/evm/${ADDR}?format=hex`), 400],
  ['CRLF in a chain value', get(`/api/evm/${ADDR}?chain=eth%0d%0aX-Injected:%201`), 400],
  ['NUL in a chain value', get(`/api/evm/${ADDR}?chain=eth%00`), 400],
  ['quoted chain', get(`/api/evm/${ADDR}?chain="eth"`), 400],
  ['query longer than 4 KB', get(`/api/evm/${ADDR}?cursor=${'a'.repeat(5000)}`), 400],
  ['array-style parameter on a scalar', get(`/api/evm/${ADDR}?limit[]=10`), 400],
  ['NFT format octal', get(`/api/evm/nft/${ADDR}/transfers?format=octal`), 400],
  ['NFT include (wallet-only)', get(`/api/evm/nft/${ADDR}/transfers?include=internal_transactions`), 400],
  ['price on a testnet', get(`/api/evm/erc20/${ADDR}/price?chain=sepolia`), 400],
  ['price with an unknown exchange', get(`/api/evm/erc20/${ADDR}/price?exchange=fakeswap`), 400],
  ['price with a short exchange address', get(`/api/evm/erc20/${ADDR}/price?exchange=0x123`), 400],
  ['price with include=internal_transactions', get(`/api/evm/erc20/${ADDR}/price?include=internal_transactions`), 400],
  ['price with a range parameter', get(`/api/evm/erc20/${ADDR}/price?from_block=1`), 400],
  ['chain-b negative height', get('/api/chain-b/blocks/-1'), 400],
  ['chain-b word height', get('/api/chain-b/blocks/latest'), 400],
  ['chain-b exponent height', get('/api/chain-b/blocks/1e3'), 400],
  ['chain-b huge height', get('/api/chain-b/blocks/99999999999999999999'), 400],
  ['with_transactions=yes', get('/api/chain-b/blocks/10?with_transactions=yes'), 400],
  ['coins without hashes', get('/api/chain-b/coins'), 400],
  ['coins with a bad hash', get('/api/chain-b/coins?coin_type_hashes=xyz'), 400],
  [
    'coins with 26 hashes',
    get(`/api/chain-b/coins?${Array.from({ length: 26 }, () => `coin_type_hashes=${HASH}`).join('&')}`),
    400,
  ],
  ['coins with a 63-digit hash', get(`/api/chain-b/coins?coin_type_hashes=${'a'.repeat(63)}`), 400],
  ['coins [] form with a bad hash', get('/api/chain-b/coins?coin_type_hashes[]=nothex'), 400],
  ['streams logs without limit', get('/api/streams/history/logs'), 400],
  ['streams logs limit 1000', get('/api/streams/history/logs?limit=1000'), 400],
  ['streams logs with a chain', get('/api/streams/history/logs?limit=10&chain=eth'), 400],
  // Path parameters.
  ['short address', get('/api/evm/0x1234'), 400],
  ['mixed-case address with a bad checksum', get(`/api/evm/${BAD_CHECKSUM}`), 400],
  ['non-hex address', get(`/api/evm/0x${'g'.repeat(40)}`), 400],
  ['markup as the address', get('/api/evm/"><script>alert(1)<'), 400],
  ['bad NFT contract', get('/api/evm/nft/0xZZ/transfers'), 400],
  ['bad token address', get('/api/evm/erc20/notanaddress/price'), 400],
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

export const HOSTILE_CASES: readonly HostileCase[] = cases.map(([name, raw, status]) => ({ name, raw, status }));
