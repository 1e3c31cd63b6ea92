import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthMode } from '../contract/api/authPaths.ts';
import { jsonMessage } from './proxy/upstream.ts';
import { withApiPreload } from './apiPreload.ts';
import { readRoutePreloads, withRoutePreloads, type RoutePreload } from './routePreload.ts';

/**
 * The built SPA. Hashed files under /assets/ never change, so browsers keep them a year without
 * asking; index.html is revalidated on every load so a new deploy is picked up at once. Every
 * other GET outside /api answers index.html, so deep links such as /wallet/0x... open directly.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Unhashed files from public/ (favicon, logos): a short cache, revalidated after. */
const PUBLIC_FILE = 'public, max-age=3600';

/**
 * Demo mode is named in the page itself (`<html data-mode="demo">`), so the header's demo badge is
 * drawn with the first paint instead of when /api/status answers: arriving later, it pushed the
 * header's controls aside, a layout shift Lighthouse counted (bench/mechanisms.md).
 */
export function withServerMode(html: string, mode: 'demo' | 'live'): string {
  return mode === 'demo' ? html.replace(/<html(?=[\s>])/i, '<html data-mode="demo"') : html;
}

/**
 * Sign-in is named in the page too (`<html data-auth="oidc|proxy">`): the app asks who is signed
 * in only when it is on, and a server without it costs no request (src/api/auth.ts).
 */
export function withAuthMode(html: string, auth: AuthMode): string {
  return auth === 'none' ? html : html.replace(/<html(?=[\s>])/i, `<html data-auth="${auth}"`);
}

export async function registerStatic(
  app: FastifyInstance,
  outDir: string,
  mode: 'demo' | 'live',
  auth: AuthMode = 'none',
): Promise<void> {
  const root = path.resolve(outDir);
  const indexFile = path.join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text asset (vite.config.ts, precompress): sent when
    // the browser accepts them, with Vary: Accept-Encoding; the plain file otherwise.
    preCompressed: true,
    // index.html is served by the fallback below, with its own headers; the build manifest
    // (.vite/) is the server's own input, not part of the site.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : PUBLIC_FILE);
    },
  });

  // The manifest belongs to the index.html it was built with: read again when that changes.
  let preloadsFor: { html: string; preloads: RoutePreload[] } | null = null;
  const preloadsOf = async (html: string) => {
    if (preloadsFor?.html !== html) preloadsFor = { html, preloads: await readRoutePreloads(root) };
    return preloadsFor.preloads;
  };

  const sendIndex = async (reply: FastifyReply, url: string | undefined) => {
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply
        .code(503)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(jsonMessage(`The app is not built (no index.html in ${outDir}). Run "npm run build" or "npm start".`));
    }
    const [pathname = '/', search = ''] = (url ?? '/').split(/\?(.*)/s);
    html = withAuthMode(
      withServerMode(withApiPreload(withRoutePreloads(html, await preloadsOf(html), pathname), pathname, search), mode),
      auth,
    );
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(html);
  };

  // A path far longer than any built file's (a pasted 10 KB "address" in a deep link) is the app's
  // to explain: the static lookup would answer it 403 (a path it cannot verify).
  app.addHook('onRequest', async (request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (
      !isGet ||
      pathname.length <= 1024 ||
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/assets/')
    )
      return;
    await sendIndex(reply, request.raw.url);
    return reply;
  });

  // The static plugin answers a directory (and "/" is one) with 403: the root is the app itself.
  app.get('/', async (request, reply) => sendIndex(reply, request.raw.url));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a real 404: answering HTML there breaks module loading confusingly.
    if (!isGet || url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/assets/')) {
      return reply.code(404).header('content-type', 'application/json; charset=utf-8').send(jsonMessage('Not found.'));
    }
    return sendIndex(reply, url);
  });
}
