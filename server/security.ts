import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { INLINE_SCRIPT_HASHES } from './apiPreload.ts';

/**
 * Security headers on every answer. The CSP is strict: the built app is module scripts and
 * stylesheets from our own origin; the fixed inline scripts (a /tokens link's first-visit price
 * preloads, the token page's locale warm-up: server/apiPreload.ts) are admitted by their
 * SHA-256 alone, so no other inline script runs. No inline style is needed (React sets styles through the CSSOM, which style-src
 * does not govern). Images come from our origin only: entity and token logos are fetched by the
 * server and served at /api/logo (server/logo/), so the browser contacts no third party; data: is
 * left out so an upstream string cannot smuggle markup in.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // upgrade-insecure-requests is left out: the server speaks plain HTTP on loopback, and the
  // directive would rewrite our own same-origin requests to https.
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: CSP_DIRECTIVES,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to whatever terminates TLS in front of this server; over plain HTTP it is ignored.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
