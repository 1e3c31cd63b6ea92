import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * deploy/nginx.compose.conf keeps deploy/nginx.conf's proxy settings: the client timeouts and
 * limits and the `server` block are the same text but for `listen`, and the upstream's options but
 * for its server lines.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const serverBlock = (file: string) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.slice(text.indexOf('\n    server {\n')).replace(/^(\s*)listen [^;]+;/m, '$1listen;');
};

const upstreamOptions = (file: string) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const block = text.slice(
    text.indexOf('upstream chainboard {'),
    text.indexOf('\n    }\n', text.indexOf('upstream chainboard {')),
  );
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('server '));
};

/** The http block's client timeouts and per-client limits. */
const clientLimits = (file: string) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.slice(text.indexOf('client_header_timeout'), text.indexOf('limit_conn per_client'));
};

it('deploy/nginx.compose.conf proxies exactly as deploy/nginx.conf does', () => {
  expect(serverBlock('deploy/nginx.compose.conf')).toBe(serverBlock('deploy/nginx.conf'));
  expect(clientLimits('deploy/nginx.compose.conf')).toBe(clientLimits('deploy/nginx.conf'));
  expect(clientLimits('deploy/nginx.conf')).toContain('limit_req_zone');
  expect(upstreamOptions('deploy/nginx.compose.conf')).toEqual(upstreamOptions('deploy/nginx.conf'));
  expect(upstreamOptions('deploy/nginx.conf')).toContain('keepalive 32;');
  expect(serverBlock('deploy/nginx.conf')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
});
