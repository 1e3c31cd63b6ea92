import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** deploy/nginx.compose.conf keeps deploy/nginx.conf's proxy settings: the `server` block is the same text but for `listen`. */

const ROOT = path.resolve(import.meta.dirname, '../..');
const serverBlock = (file: string) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.slice(text.indexOf('\n    server {\n')).replace(/^(\s*)listen [^;]+;/m, '$1listen;');
};

it('deploy/nginx.compose.conf proxies exactly as deploy/nginx.conf does', () => {
  expect(serverBlock('deploy/nginx.compose.conf')).toBe(serverBlock('deploy/nginx.conf'));
  expect(serverBlock('deploy/nginx.conf')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
});
