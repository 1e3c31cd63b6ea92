import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeHeadEnd } from './html.ts';

/**
 * Route-aware module preloading. The SPA splits each page into its own chunk, which the router
 * imports only after the entry has downloaded and run: for a deep link that is one more network
 * round trip before the page can even ask for its data. index.html is served by this server, so
 * it names the page's chunk (and the chunks that chunk imports) with <link rel="modulepreload">,
 * and the browser fetches them alongside the entry.
 *
 * The route → chunk map comes from the build's own manifest (`build.manifest`, .vite/manifest.json)
 * and the router's file names (TanStack flat routes: `wallet.$address.tsx` is /wallet/$address),
 * so no route is listed twice. Without a manifest the page works exactly as before.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RoutePreload {
  /** The route as the router writes it, e.g. /wallet/$address. */
  route: string;
  pattern: RegExp;
  /** Absolute URLs (/assets/...) to preload, the route's own chunk first. */
  hrefs: string[];
}

const ROUTE_CHUNK = /^src\/routes\/([^?]+)\.tsx\?tsr-split=/;

/** `chain-b.blocks.$height` → `/chain-b/blocks/$height`; `index` → `/`. Null for files that are not pages. */
export function routeFromFileName(name: string): string | null {
  if (name.startsWith('__') || name.startsWith('-')) return null;
  const segments = name.split('.').filter((segment) => segment !== 'index' && segment !== 'route');
  // Pathless layouts (`_auth`) and groups (`(admin)`) add no URL segment.
  const visible = segments.filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment));
  return `/${visible.join('/')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `/wallet/$address` matches `/wallet/0xabc` (and a trailing slash), never a deeper path; each
 * `$name` segment is a named group.
 */
export function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^/${body}${body ? '/?' : ''}$`);
}

/** The route's parameters in `pathname`, decoded as the router decodes them; null when it does not match (or is not decodable). */
export function matchRoute(route: string, pathname: string): Record<string, string> | null {
  const match = routePattern(route).exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return null;
  }
}

export function routePreloadsFromManifest(manifest: Manifest): RoutePreload[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  // The entry and what it imports are already in index.html.
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, into);
  };
  if (entry) collect(entry[0], alreadyLoaded);

  const preloads: RoutePreload[] = [];
  for (const key of Object.keys(manifest)) {
    const match = ROUTE_CHUNK.exec(key);
    const route = match ? routeFromFileName(match[1]!) : null;
    if (!route) continue;
    const chunks = new Set<string>();
    collect(key, chunks);
    const hrefs = [...chunks].filter((chunk) => !alreadyLoaded.has(chunk)).map((chunk) => `/${manifest[chunk]!.file}`);
    preloads.push({ route, pattern: routePattern(route), hrefs });
  }
  // Fewer parameters first, so a static route (/chain-b/coins) never loses to a /chain-b/$x.
  const params = (route: string) => route.split('$').length;
  return preloads.sort((a, b) => params(a.route) - params(b.route));
}

export function preloadTagsFor(preloads: RoutePreload[], pathname: string): string {
  const found = preloads.find((preload) => preload.pattern.test(pathname));
  // hrefs are the build's own file names (letters, digits, - _ . /): nothing to escape.
  return found ? found.hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') : '';
}

/** Inserts the route's preload links just before </head>; unchanged when none apply. */
export function withRoutePreloads(html: string, preloads: RoutePreload[], pathname: string): string {
  return beforeHeadEnd(html, preloadTagsFor(preloads, pathname));
}

export async function readRoutePreloads(outDir: string): Promise<RoutePreload[]> {
  try {
    const text = await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8');
    return routePreloadsFromManifest(JSON.parse(text) as Manifest);
  } catch {
    return [];
  }
}
