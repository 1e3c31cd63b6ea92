import { buildApp } from './app';
import { ControllableClock } from './clock';

/**
 * Starts the stand-in in-process on a loopback port. The server's demo mode, the tests and
 * `npm run standin` all go through here.
 */

export interface StandinOptions {
  /** 0 (default) = an ephemeral port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 'demo'. */
  apiKey?: string;
  /** ms since the epoch: a number freezes the clock there; a function is read on every call. Default: the machine's time. */
  now?: number | (() => number);
  /** Enables the test-only control API under /__control. Default false. */
  control?: boolean;
  /** Fastify's request logger. Default false. */
  logger?: boolean;
}

export interface StandinHandle {
  baseUrl: string;
  urls: { evm: string; chainB: string; streams: string; rpc: string };
  apiKey: string;
  close(): Promise<void>;
}

export async function startStandin(opts: StandinOptions = {}): Promise<StandinHandle> {
  const apiKey = opts.apiKey ?? 'demo';
  const host = opts.host ?? '127.0.0.1';
  const clock = new ControllableClock(opts.now);
  const { app } = await buildApp({ apiKey, clock, control: opts.control ?? false, logger: opts.logger ?? false });
  await app.listen({ port: opts.port ?? 0, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The stand-in did not get a TCP port');
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const baseUrl = `http://${urlHost}:${address.port}`;
  return {
    baseUrl,
    urls: { evm: `${baseUrl}/evm`, chainB: `${baseUrl}/chain-b`, streams: `${baseUrl}/streams`, rpc: `${baseUrl}/rpc` },
    apiKey,
    close: async () => {
      await app.close();
    },
  };
}
