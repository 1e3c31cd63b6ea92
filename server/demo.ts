import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config.ts';

/**
 * Demo mode: with no API_KEY, the embedded stand-in service runs in-process on an ephemeral
 * loopback port with a random key, and the four upstream URLs point at it. The key never leaves
 * this process, exactly as a real key would not.
 */
export async function withDemoUpstreams(
  config: ServerConfig,
): Promise<{ config: ServerConfig; close: () => Promise<void> }> {
  if (config.mode !== 'demo') return { config, close: async () => {} };
  // Loaded lazily: live mode never needs the stand-in's generators in memory.
  const { startStandin } = await import('../standin/index.ts');
  const apiKey = `demo_${randomBytes(24).toString('hex')}`;
  const standin = await startStandin({ port: 0, host: '127.0.0.1', apiKey, control: false });
  return {
    config: {
      ...config,
      apiKey,
      upstreams: {
        evm: standin.urls.evm,
        chainB: standin.urls.chainB,
        streams: standin.urls.streams,
        rpc: standin.urls.rpc,
      },
    },
    close: () => standin.close(),
  };
}
