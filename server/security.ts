import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { INLINE_SCRIPT_HASHES } from './apiPreload.ts';

/**
 * Security headers on every answer. The CSP is strict: the built app is module scripts and
 * stylesheets from our own origin; the one fixed inline script (a /tokens link's first-visit
 * price preloads: server/apiPreload.ts) is admitted by its SHA-256 alone, so no other inline
 * script runs. No inline style is needed (React sets styles
 * through the CSSOM, which style-src does not govern). Images come from our origin or https (entity and token logos); data: is left out so an
 * upstream string cannot smuggle markup in.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'https:'],
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

/**
 * The stand-in (demo mode, and the e2e live server) serves its logos from its own loopback
 * origin over plain HTTP, as the hosted service serves them from its https CDN. That one origin
 * is added to img-src; a hosted upstream (https) adds nothing.
 */
export function loopbackImageOrigin(upstreamUrl: string): string | null {
  try {
    const url = new URL(upstreamUrl);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
    return url.protocol === 'http:' && loopback ? url.origin : null;
  } catch {
    return null;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, extraImageOrigins: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...extraImageOrigins] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to whatever terminates TLS in front of this server; over plain HTTP it is ignored.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
