import { measureProxy } from './proxy.ts';

/**
 * Runs the proxy section in a process of its own (see `measureProxyIsolated` in proxy-isolated.ts): argv[2]
 * is `{ proxyUrl, standinUrl, apiKey, opts }` as JSON; the result goes to stdout as JSON.
 */
const { proxyUrl, standinUrl, apiKey, opts } = JSON.parse(process.argv[2] ?? '{}') as {
  proxyUrl: string;
  standinUrl: string;
  apiKey: string;
  opts: Parameters<typeof measureProxy>[3];
};
const result = await measureProxy(proxyUrl, standinUrl, apiKey, opts);
process.stdout.write(JSON.stringify(result));
