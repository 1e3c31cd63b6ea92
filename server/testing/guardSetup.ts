import { afterAll, beforeAll } from 'vitest';
import { startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './harness.ts';

/** What the guard tests share: a wallet, a token, a JSON-RPC price call, and proxies in front of one recorder. */

export const ADDR = '0x164fc20c9236deb762fc690a7a0fb4da3e2f8b7d';
export const TOKEN = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
export const rpcPost = (url: string, id: number | string = 1, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/rpc/eth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getTokenPrice', params: [{ address: TOKEN }] }),
  });

/** A recorder standing in for the upstream, started before the file's tests; every proxy made is closed after. */
export function recorderProxies() {
  let recorder: Recorder | undefined;
  const started: RunningProxy[] = [];
  beforeAll(async () => {
    recorder = await startRecorder();
  });
  afterAll(async () => {
    for (const proxy of started) await proxy.close();
    await recorder?.close();
  });
  return {
    recorder: () => recorder!,
    async proxyWith(overrides: Parameters<typeof testConfig>[1] = {}): Promise<RunningProxy> {
      const proxy = await startProxy(testConfig(recorder!.url, overrides));
      started.push(proxy);
      return proxy;
    },
  };
}
