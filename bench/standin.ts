import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS, E2E_NOW } from '../standin/catalog';

/**
 * Stand-in benchmark: p50/p95 latency per endpoint (sequential requests over loopback, after a
 * warm-up), and peak RSS while paging the busiest wallet end to end with its cursors.
 * The stand-in runs in its own process (`node <flags> --import tsx standin/main.ts`, exactly as
 * `npm run standin` does), so the memory figure is the server's alone: its peak resident set (VmHWM) from /proc.
 * Run: `npx tsx bench/standin.ts [--pages N] [--samples N]`; writes bench/standin-results.json.
 * `npm run bench` can import `runStandinBench` instead.
 */

export interface EndpointResult {
  name: string;
  status: number;
  p50Ms: number;
  p95Ms: number;
  samples: number;
}
export interface StandinBenchResult {
  endpoints: EndpointResult[];
  walk: {
    nodeFlags: string[];
    wallet: string;
    pages: number;
    transactions: number;
    seconds: number;
    peakRssMb: number;
    baselineRssMb: number;
    goalMb: number;
    ok: boolean;
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The Node flags `npm run standin` uses (package.json's `standin` script, `node <flags> --import
 * tsx standin/main.ts`), so the bench measures the stand-in as it is run, from the one place they live.
 */
async function npmStandinFlags(): Promise<string[]> {
  const pkg: unknown = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  const script = (pkg as { scripts?: { standin?: string } }).scripts?.standin ?? '';
  const words = script.split(/\s+/);
  const end = words.indexOf('--import');
  return words[0] === 'node' && end > 0 ? words.slice(1, end) : [];
}

export async function runStandinBench(
  opts: { samples?: number; maxPages?: number; nodeFlags?: string[] } = {},
): Promise<StandinBenchResult> {
  const samples = opts.samples ?? 30;
  const nodeFlags = opts.nodeFlags ?? (await npmStandinFlags());
  const standin = await startChild(nodeFlags);
  const headers = { 'x-api-key': standin.apiKey, accept: 'application/json' };
  const coinHash = bytesToHex(sha256(utf8ToBytes('0x1::aptos_coin::AptosCoin')));
  const busy = DEMO_WALLETS.busy.address;
  const gets: [string, string][] = [
    ['wallet (100 txs)', `/evm/api/v2.2/${busy}`],
    ['wallet + internals', `/evm/api/v2.2/${busy}?include=internal_transactions`],
    ['verbose (100 txs)', `/evm/api/v2.2/${busy}/verbose`],
    ['nft transfers (100)', `/evm/api/v2.2/nft/${DEMO_NFT_CONTRACTS.erc1155.address}/transfers`],
    ['erc20 price', `/evm/api/v2.2/erc20/${DEMO_TOKENS.weth.address}/price?include=percent_change`],
    ['chain-b block + txs', '/chain-b/blocks/1000?with_transactions=true'],
    ['chain-b coins', `/chain-b/coins?coin_type_hashes=${coinHash}`],
    ['streams logs (100)', '/streams/history/logs?limit=100'],
  ];
  const endpoints: EndpointResult[] = [];
  try {
    const measure = async (name: string, run: () => Promise<Response>) => {
      let status = 0;
      const times: number[] = [];
      for (let i = 0; i < samples + 3; i += 1) {
        const started = performance.now();
        const response = await run();
        await response.arrayBuffer();
        if (i >= 3) times.push(performance.now() - started);
        status = response.status;
      }
      times.sort((a, b) => a - b);
      endpoints.push({
        name,
        status,
        p50Ms: round(quantile(times, 0.5)),
        p95Ms: round(quantile(times, 0.95)),
        samples,
      });
    };
    for (const [name, path] of gets) await measure(name, () => fetch(`${standin.baseUrl}${path}`, { headers }));
    await measure('rpc eth_getTokenPrice', () =>
      fetch(`${standin.urls.rpc}/eth/${standin.apiKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getTokenPrice',
          params: [{ address: DEMO_TOKENS.wbtc.address, include: 'percent_change' }],
        }),
      }),
    );

    // The walk: every page of the busy wallet, newest first, as a CSV export would do it.
    const baseline = await rssOf(standin.pid);
    const started = performance.now();
    let pages = 0;
    let transactions = 0;
    let cursor: string | null = null;
    do {
      const url = `${standin.urls.evm}/api/v2.2/${busy}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await (await fetch(url, { headers })).json()) as { cursor: string | null; result: unknown[] };
      pages += 1;
      transactions += page.result.length;
      cursor = page.cursor;
    } while (cursor !== null && pages < (opts.maxPages ?? Infinity));
    const mb = (kb: number) => round(kb / 1024);
    const peakRssMb = mb((await rssOf(standin.pid)).peakKb);
    return {
      endpoints,
      walk: {
        nodeFlags,
        wallet: busy,
        pages,
        transactions,
        seconds: round((performance.now() - started) / 1000),
        peakRssMb,
        baselineRssMb: mb(baseline.currentKb),
        goalMb: 200,
        ok: peakRssMb < 200,
      },
    };
  } finally {
    await standin.close();
  }
}

interface Child {
  pid: number;
  baseUrl: string;
  urls: { evm: string; rpc: string };
  apiKey: string;
  close(): Promise<void>;
}

/** Starts `standin/main.ts` in a child process on an ephemeral port with the E2E clock. */
async function startChild(nodeFlags: string[]): Promise<Child> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'standin/main.ts'], {
    cwd: root,
    env: { ...process.env, STANDIN_PORT: '0', STANDIN_API_KEY: 'bench', STANDIN_NOW: E2E_NOW, STANDIN_CONTROL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const evm = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /DATA_API_URL=(\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`stand-in exited early (${code})`)));
  });
  const baseUrl = evm.replace(/\/evm$/, '');
  return {
    pid: child.pid!,
    baseUrl,
    urls: { evm, rpc: `${baseUrl}/rpc` },
    apiKey: 'bench',
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Current and peak resident set of a process, in kB (Linux /proc). */
async function rssOf(pid: number): Promise<{ currentKb: number; peakKb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { currentKb: field('VmRSS'), peakKb: field('VmHWM') };
}

function printTable(result: StandinBenchResult): void {
  console.log('\nStand-in latency (sequential, loopback, frozen clock)');
  console.log(`${'endpoint'.padEnd(26)}${'status'.padStart(7)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
  for (const e of result.endpoints) {
    console.log(
      `${e.name.padEnd(26)}${String(e.status).padStart(7)}${e.p50Ms.toFixed(2).padStart(10)}${e.p95Ms.toFixed(2).padStart(10)}`,
    );
  }
  const w = result.walk;
  console.log(
    `\nBusy wallet walk: ${w.transactions} transactions in ${w.pages} pages, ${w.seconds} s (node flags: ${w.nodeFlags.join(' ') || 'defaults'})`,
  );
  console.log(
    `Peak RSS ${w.peakRssMb} MB (baseline ${w.baselineRssMb} MB, goal < ${w.goalMb} MB): ${w.ok ? 'OK' : 'OVER'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : undefined;
  };
  const flagsAt = process.argv.indexOf('--node-flags');
  const nodeFlags = flagsAt > 0 ? (process.argv[flagsAt + 1] ?? '').split(' ').filter(Boolean) : undefined;
  const result = await runStandinBench({
    samples: arg('--samples'),
    maxPages: arg('--pages'),
    ...(nodeFlags ? { nodeFlags } : {}),
  });
  printTable(result);
  await writeFile(new URL('./standin-results.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nWrote bench/standin-results.json');
}
