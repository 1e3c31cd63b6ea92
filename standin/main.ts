import { startStandin } from './index';

/** `npm run standin`: the stand-in alone, configured from the environment (architecture notes). */

function parseNow(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value);
  if (Number.isNaN(ms)) {
    console.error(`STANDIN_NOW must be an ISO 8601 date (or unix seconds), got "${value}"`);
    process.exit(1);
  }
  return ms;
}

const port = Number(process.env.STANDIN_PORT ?? 8790);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`STANDIN_PORT must be a port number, got "${process.env.STANDIN_PORT}"`);
  process.exit(1);
}

const standin = await startStandin({
  port,
  host: process.env.STANDIN_HOST ?? '127.0.0.1',
  apiKey: process.env.STANDIN_API_KEY || 'demo',
  now: parseNow(process.env.STANDIN_NOW),
  control: process.env.STANDIN_CONTROL === '1',
  logger: process.env.STANDIN_LOG === '1',
});

console.log(`Stand-in service listening (key: ${standin.apiKey === 'demo' ? 'demo' : 'from STANDIN_API_KEY'})`);
console.log(`  DATA_API_URL=${standin.urls.evm}`);
console.log(`  CHAIN_B_API_URL=${standin.urls.chainB}`);
console.log(`  STREAMS_API_URL=${standin.urls.streams}`);
console.log(`  RPC_API_URL=${standin.urls.rpc}`);
if (process.env.STANDIN_CONTROL === '1') console.log(`  control API: ${standin.baseUrl}/__control`);

const stop = () => {
  void standin.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
