import autocannon from 'autocannon';
import { DEMO_WALLETS } from '../standin/catalog.ts';
import { get, sample, wireBytes } from './http-timing.ts';
import { clearStandinRequests, resetProxyCache, standinRequests } from './lib/procs.ts';
import { percentile, round, withBudget, type Figure } from './lib/stats.ts';

/**
 * The proxy section: the proxy (server in live mode) against the stand-in it forwards to (own process,
 * control API on). Latency: sequential requests over one keep-alive connection from this
 * process, timed with hrtime; "added" = via the proxy − straight to the stand-in, per percentile.
 * Uncached = every request a distinct chain-B block height (a miss); cached = one URL repeated.
 * The whole section runs in a fresh process (`measureProxyIsolated`, proxy-isolated.ts).
 * Throughput: autocannon, 10 connections, after a warm-up of every path. Coalescing: N identical requests at once for a URL not
 * asked before, then the stand-in's request log says how many reached it.
 */

export interface ProxyResult {
  figures: Figure[];
  detail: Record<string, unknown>;
}

export async function measureProxy(
  proxyUrl: string,
  standinUrl: string,
  apiKey: string,
  opts: { samples: number; seconds: number; warmSeconds: number },
): Promise<ProxyResult> {
  const key = { 'x-api-key': apiKey, accept: 'application/json' };
  const plain = { accept: 'application/json' };
  const n = opts.samples;
  let height = 100_000_000 + Math.floor(Math.random() * 1_000_000);
  const fresh = () => height++;
  await resetProxyCache(proxyUrl);
  const cannon = (url: string, path: () => string, headers: Record<string, string>, seconds = opts.seconds) =>
    autocannon({
      url,
      connections: 10,
      duration: seconds,
      headers,
      requests: [{ setupRequest: (r) => ({ ...r, path: path() }) }],
    });
  const cachedHeight = fresh();
  await get(proxyUrl, `/api/chain-b/blocks/${cachedHeight}`, plain);
  // Warm every path first (JIT tiers, lazily loaded modules, connection pools): measured cold,
  // the first seconds run 10-20× slower than the rest and say nothing about the steady state.
  await cannon(standinUrl, () => `/chain-b/blocks/${fresh()}`, key, opts.warmSeconds);
  await cannon(proxyUrl, () => `/api/chain-b/blocks/${fresh()}`, plain, opts.warmSeconds);
  await cannon(proxyUrl, () => `/api/chain-b/blocks/${cachedHeight}`, plain, opts.warmSeconds);
  await sample(standinUrl, () => `/chain-b/blocks/${fresh()}`, key, 1_000);
  await sample(proxyUrl, () => `/api/chain-b/blocks/${fresh()}`, plain, 1_000);

  // Interleaved in blocks so load from others on the machine hits both alike.
  const direct: number[] = [],
    viaMiss: number[] = [],
    directSame: number[] = [],
    viaHit: number[] = [];
  for (let block = 0; block < 10; block += 1) {
    direct.push(...(await sample(standinUrl, () => `/chain-b/blocks/${fresh()}`, key, n / 10)));
    viaMiss.push(...(await sample(proxyUrl, () => `/api/chain-b/blocks/${fresh()}`, plain, n / 10)));
    directSame.push(...(await sample(standinUrl, () => `/chain-b/blocks/${cachedHeight}`, key, n / 10)));
    viaHit.push(...(await sample(proxyUrl, () => `/api/chain-b/blocks/${cachedHeight}`, plain, n / 10)));
  }
  const p = (list: number[], q: number) => percentile(list, q);
  const added50 = p(viaMiss, 50) - p(direct, 50);
  const added99 = p(viaMiss, 99) - p(direct, 99);
  const how = `${n} sequential GETs each, 1 keep-alive connection, interleaved in 10 blocks; chain-B block (distinct heights)`;

  const rpsHit = await cannon(proxyUrl, () => `/api/chain-b/blocks/${cachedHeight}`, plain);
  const rpsMiss = await cannon(proxyUrl, () => `/api/chain-b/blocks/${fresh()}`, plain);
  const rpsDirect = await cannon(standinUrl, () => `/chain-b/blocks/${fresh()}`, key);
  const rps = (r: typeof rpsHit) => round(r.requests.average, 0);
  const rpsHow = (r: typeof rpsHit) =>
    `autocannon 10 connections × ${opts.seconds} s; mean req/s (${r.non2xx} non-2xx, ${r.errors} errors; latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms)`;

  // A browser's request for a big answer: the busy wallet's page of 100 transactions, cached, with
  // Chromium's Accept-Encoding (compressed once per cached answer, server/proxy/compress.ts).
  const browser = { ...plain, 'accept-encoding': 'gzip, deflate, br' };
  const walletPage = `/api/evm/${DEMO_WALLETS.busy.address}?chain=0x1`;
  const wireIdentity = await wireBytes(proxyUrl, walletPage, plain);
  const wireBrotli = await wireBytes(proxyUrl, walletPage, browser);
  await cannon(proxyUrl, () => walletPage, browser, opts.warmSeconds);
  const rpsHitWallet = await cannon(proxyUrl, () => walletPage, browser);

  // Coalescing: N identical concurrent requests for a URL never asked before.
  const coalesce = async (path: string, upstreamPath: string, count: number) => {
    await clearStandinRequests(standinUrl);
    const statuses = await Promise.all(
      Array.from({ length: count }, () =>
        fetch(proxyUrl + path).then(async (r) => {
          await r.arrayBuffer();
          return r.headers.get('x-cache');
        }),
      ),
    );
    const log = await standinRequests(standinUrl);
    return {
      count,
      upstream: log.filter((e) => e.path.startsWith(upstreamPath)).length,
      misses: statuses.filter((s) => s === 'miss').length,
    };
  };
  const { address } = DEMO_WALLETS.busy;
  const walletLimit = 37 + Math.floor(Math.random() * 50);
  const coalescedWallet = await coalesce(
    `/api/evm/${address}?chain=0x1&limit=${walletLimit}`,
    `/evm/api/v2.2/${address}`,
    50,
  );
  const blockHeight = fresh();
  const coalescedBlock = await coalesce(`/api/chain-b/blocks/${blockHeight}`, `/chain-b/blocks/${blockHeight}`, 50);

  const fig = (label: string, value: number, unit: string, text: string, digits = 2): Figure => ({
    label,
    value: round(value, digits),
    unit,
    how: text,
  });
  return {
    figures: [
      withBudget(
        fig(
          'proxy added latency p50 (uncached)',
          added50,
          'ms',
          `${how}: p50 ${round(p(viaMiss, 50), 3)} via proxy − ${round(p(direct, 50), 3)} direct`,
        ),
        '≤ 1 ms',
        (v) => v <= 1,
      ),
      withBudget(
        fig(
          'proxy added latency p99 (uncached)',
          added99,
          'ms',
          `${how}: p99 ${round(p(viaMiss, 99), 3)} via proxy − ${round(p(direct, 99), 3)} direct`,
        ),
        '≤ 5 ms',
        (v) => v <= 5,
      ),
      fig(
        'proxy latency p50 / p99 (cached hit)',
        p(viaHit, 50),
        'ms',
        `${n} sequential GETs of one URL (hit): p50 ${round(p(viaHit, 50), 3)}, p99 ${round(p(viaHit, 99), 3)}; stand-in direct same URL p50 ${round(p(directSame, 50), 3)}, p99 ${round(p(directSame, 99), 3)}`,
        3,
      ),
      withBudget(fig('proxy req/s cached', rps(rpsHit), 'req/s', rpsHow(rpsHit), 0), '≥ 3,000', (v) => v >= 3000),
      fig('proxy req/s uncached', rps(rpsMiss), 'req/s', rpsHow(rpsMiss), 0),
      fig(
        'busy wallet page (100 transactions) on the wire, as browsers ask for it',
        wireBrotli.bytes / 1024,
        'KB',
        `one GET with Accept-Encoding: gzip, deflate, br → ${wireBrotli.encoding}; ${round(wireIdentity.bytes / 1024, 1)} KB without`,
        1,
      ),
      fig(
        'proxy req/s cached, busy wallet page, compressed',
        rps(rpsHitWallet),
        'req/s',
        `${rpsHow(rpsHitWallet)}; Accept-Encoding: gzip, deflate, br`,
        0,
      ),
      fig('stand-in direct req/s (reference)', rps(rpsDirect), 'req/s', rpsHow(rpsDirect), 0),
      withBudget(
        fig(
          '50 identical concurrent requests → upstream calls (wallet page)',
          coalescedWallet.upstream,
          'calls',
          `stand-in request log; X-Cache miss on ${coalescedWallet.misses} of 50 answers`,
          0,
        ),
        '1',
        (v) => v <= 1,
      ),
      withBudget(
        fig(
          '50 identical concurrent requests → upstream calls (chain-B block)',
          coalescedBlock.upstream,
          'calls',
          `stand-in request log; X-Cache miss on ${coalescedBlock.misses} of 50 answers`,
          0,
        ),
        '1',
        (v) => v <= 1,
      ),
    ],
    detail: {
      direct: { p50: p(direct, 50), p99: p(direct, 99) },
      viaMiss: { p50: p(viaMiss, 50), p99: p(viaMiss, 99) },
      directSame: { p50: p(directSame, 50), p99: p(directSame, 99) },
      viaHit: { p50: p(viaHit, 50), p99: p(viaHit, 99) },
      rps: {
        cached: rpsHit.requests.average,
        uncached: rpsMiss.requests.average,
        direct: rpsDirect.requests.average,
        cachedWalletCompressed: rpsHitWallet.requests.average,
      },
      walletWire: { identity: wireIdentity.bytes, compressed: wireBrotli },
      coalescedWallet,
      coalescedBlock,
    },
  };
}
