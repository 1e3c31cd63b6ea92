import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Entity and token logos, served by the stand-in itself as small SVGs (the dashboard must never
 * load an outside host). URLs are absolute on the stand-in's own origin, taken from the
 * request's Host header, like the hosted service's CDN links.
 */

const COLORS: Record<string, [string, string]> = {
  alphaswap: ['#ff007a', 'A'],
  betaswap: ['#d33682', 'B'],
  gammaswap: ['#2aa198', 'G'],
  deltaswap: ['#1fc7d4', 'D'],
  omicron: ['#0052ff', 'O'],
  sigma: ['#2081e2', 'S'],
  kappabridge: ['#6c71c4', 'K'],
  weth: ['#627eea', 'Ξ'],
  usdc: ['#2775ca', '$'],
  wbtc: ['#f09242', 'B'],
  meme: ['#3fae49', 'M'],
  wpol: ['#8247e5', 'P'],
  token: ['#586e75', 'T'],
  nft: ['#b58900', 'N'],
  game: ['#cb4b16', 'G'],
  null: ['#93a1a1', '0'],
};

/**
 * The bitcoin sign's two strokes through a "B", drawn as shapes: the "₿" glyph is missing from
 * common fonts (a box in a bare Chromium), while "B" renders everywhere.
 */
const BITCOIN_STROKES = '<path d="M27 16v7M33 16v7M27 41v7M33 41v7" stroke="#fff" stroke-width="3"/>';

export const LOGO_NAMES = Object.keys(COLORS);

export function logoSvg(name: string): string | null {
  const entry = COLORS[name];
  if (!entry) return null;
  const [color, letter] = entry;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${name}"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>${name === 'wbtc' ? BITCOIN_STROKES : ''}</svg>`;
}

/** The stand-in's own origin as the caller reached it, e.g. "http://127.0.0.1:8790". */
export function originOf(request: FastifyRequest): string {
  const host = request.headers.host ?? `127.0.0.1`;
  return `http://${host}`;
}

/** Turns a logo name into the absolute URL the service sends. */
export type LogoUrl = (name: string | null) => string | null;

export function logoUrlFor(request: FastifyRequest): LogoUrl {
  const origin = originOf(request);
  return (name) => (name === null ? null : `${origin}/evm/logos/${name}.svg`);
}

export function registerLogoRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/logos/:name', async (request, reply) => {
    const name = request.params.name.replace(/\.svg$/, '');
    const svg = logoSvg(name);
    if (svg === null) return reply.code(404).send({ message: `No logo named ${name}` });
    return reply.header('cache-control', 'public, max-age=86400, immutable').type('image/svg+xml').send(svg);
  });
}
