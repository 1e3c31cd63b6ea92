import { DEMO_STREAMS } from '../catalog';

/**
 * The five demo streams of the catalog with what the failure log needs to know about each: its
 * webhook, the chains it watches, how often its endpoint fails in normal times and during an
 * outage, and which errors it gives. Each webhook's DNS and connection errors name its own host
 * and address, so a burst of "getaddrinfo ENOTFOUND" points at the right stream.
 */

export type Weighted = readonly (readonly [string, number])[];

export interface StreamConfig {
  readonly id: string;
  readonly tag: string;
  readonly type: 'evm' | 'aptos';
  readonly webhookUrl: string;
  /** Hex chain ids for EVM streams; APTOS_CHAIN for the aptos one. */
  readonly chains: readonly string[];
  /** Mean failures a minute outside outages (before the time-of-day swing). */
  readonly backgroundPerMinute: number;
  /** Chance that an outage of the webhook starts in a given hour. */
  readonly outagesPerHour: number;
  readonly backgroundErrors: Weighted;
  readonly outageErrors: Weighted;
}

/**
 * The aptos stream's `chain`: the streams service writes every log's chain as a hex chain id (the
 * official SDK reads it as one and rejects anything else), and Aptos mainnet's chain id is 1. The
 * log's `type` ("aptos") is what tells it apart from Ethereum's "0x1".
 */
export const APTOS_CHAIN = '0x1';

const http = (status: number) => `Request failed with status code ${status}`;
const TIMEOUT = 'timeout of 10000ms exceeded';
const HANG_UP = 'socket hang up';
const RESET = 'read ECONNRESET';
const EXPIRED = 'certificate has expired';
const SELF_SIGNED = 'self-signed certificate in certificate chain';
const notFound = (host: string) => `getaddrinfo ENOTFOUND ${host}`;
const refused = (ip: string) => `connect ECONNREFUSED ${ip}:443`;

function byTag(tag: (typeof DEMO_STREAMS)[number]['tag']): { id: string; tag: string } {
  const stream = DEMO_STREAMS.find((entry) => entry.tag === tag);
  if (!stream) throw new Error(`no demo stream tagged ${tag}`);
  return stream;
}

export const STREAMS: readonly StreamConfig[] = [
  {
    ...byTag('treasury-transfers'),
    type: 'evm',
    webhookUrl: 'https://ops.northwind-treasury.com/webhooks/streams',
    chains: ['0x1', '0x89'],
    backgroundPerMinute: 0.12,
    outagesPerHour: 0.03,
    backgroundErrors: [
      [http(500), 3],
      [TIMEOUT, 3],
      [HANG_UP, 2],
      [http(502), 2],
      [http(404), 1],
    ],
    outageErrors: [
      [http(503), 3],
      [http(502), 2],
      [TIMEOUT, 2],
      [refused('198.51.100.24'), 1],
    ],
  },
  {
    ...byTag('nft-mints'),
    type: 'evm',
    webhookUrl: 'https://hooks.example-shop.io/nft/mints',
    chains: ['0x1', '0x2105'],
    backgroundPerMinute: 0.25,
    outagesPerHour: 0.05,
    backgroundErrors: [
      [http(500), 3],
      [http(404), 2],
      [http(413), 1],
      [TIMEOUT, 2],
      [HANG_UP, 1],
      [RESET, 1],
    ],
    outageErrors: [
      [notFound('hooks.example-shop.io'), 2],
      [http(502), 2],
      [EXPIRED, 1],
      [refused('203.0.113.7'), 2],
      [http(503), 2],
    ],
  },
  {
    ...byTag('dex-swaps'),
    type: 'evm',
    webhookUrl: 'https://ingest.swapwatch.dev/v1/streams/evm',
    chains: ['0x1', '0x89', '0x2105', '0xa4b1'],
    backgroundPerMinute: 0.35,
    outagesPerHour: 0.04,
    backgroundErrors: [
      [http(429), 3],
      [http(500), 2],
      [TIMEOUT, 3],
      [http(502), 1],
    ],
    outageErrors: [
      [TIMEOUT, 3],
      [http(503), 2],
      [http(429), 2],
      [HANG_UP, 1],
    ],
  },
  {
    ...byTag('bridge-deposits'),
    type: 'evm',
    webhookUrl: 'https://bridge-monitor.example.org/api/deposits',
    chains: ['0x1', '0xa4b1', '0xa', '0x2105'],
    backgroundPerMinute: 0.15,
    outagesPerHour: 0.03,
    backgroundErrors: [
      [http(500), 2],
      [http(400), 1],
      [TIMEOUT, 2],
      [RESET, 1],
    ],
    outageErrors: [
      [SELF_SIGNED, 2],
      [http(401), 1],
      [http(502), 2],
      [notFound('bridge-monitor.example.org'), 1],
    ],
  },
  {
    ...byTag('aptos-coin-events'),
    type: 'aptos',
    webhookUrl: 'https://aptos-indexer.example.net/webhooks/coin-events',
    chains: [APTOS_CHAIN],
    backgroundPerMinute: 0.2,
    outagesPerHour: 0.04,
    backgroundErrors: [
      [http(500), 2],
      [TIMEOUT, 2],
      [http(404), 1],
      [HANG_UP, 1],
    ],
    outageErrors: [
      [http(503), 2],
      [TIMEOUT, 2],
      [EXPIRED, 1],
      [refused('203.0.113.55'), 1],
    ],
  },
];

/** The published retry schedule: the wait before each retry after the previous attempt. */
export const RETRY_DELAYS_MS = [1, 10, 60, 120, 360, 720, 1440].map((minutes) => minutes * 60_000);

/** History is kept for a week: older failures drop out of the log. */
export const HISTORY_MS = 7 * 24 * 60 * 60 * 1000;
