import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './lib/procs.ts';

/**
 * Section 1, static part: the built chunks, their gzip sizes, the import graph (static imports
 * are loaded with their importer; `import()` is lazy), the route chunks, and where Recharts is.
 */

export interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  staticImports: string[];
  dynamicImports: string[];
  recharts: boolean;
}

export interface RouteChunk {
  route: string;
  chunk: string | null;
  /** The route chunk plus what it imports statically and is not already loaded up front. */
  closure: string[];
  gzip: number;
  /** Chunks the route loads later with import() (charts, exports), not counted in `gzip`. */
  lazy: string[];
  lazyGzip: number;
  reachesRecharts: 'no' | 'static' | 'lazy';
  /** From the sources: does the route's code import recharts at all? */
  drawsCharts: boolean;
}

export interface BundleReport {
  outDir: string;
  chunks: Chunk[];
  entry: string;
  /** From index.html: the entry script, its modulepreloads, and everything they import statically. */
  upFront: string[];
  upFrontGzip: number;
  cssGzip: number;
  css: string[];
  totalJsGzip: number;
  routes: RouteChunk[];
  rechartsChunks: string[];
  rechartsUpFront: boolean;
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const br = (buffer: Buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function readChunk(dir: string, file: string): Chunk {
  const buffer = readFileSync(path.join(dir, file));
  const text = buffer.toString('utf8');
  const names = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => m[1]!))];
  return {
    file,
    bytes: buffer.length,
    gzip: gz(buffer),
    brotli: br(buffer),
    staticImports: names(/(?:from|import)\s*["'`]\.\/([\w.$-]+\.js)["'`]/g),
    dynamicImports: names(/import\(\s*["'`]\.\/([\w.$-]+\.js)["'`]\s*\)/g),
    recharts: /recharts-(?:wrapper|surface|cartesian)/.test(text),
  };
}

function closure(start: string[], byFile: Map<string, Chunk>, exclude: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || exclude.has(file) || !byFile.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)!.staticImports) visit(next);
  };
  start.forEach(visit);
  return [...seen];
}

/** Route file name → the chunk name prefix the router plugin gives it, and the URL pattern. */
function routeFiles(): { file: string; prefix: string; route: string }[] {
  const dir = path.join(ROOT, 'src/routes');
  return readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('__') && !f.startsWith('-'))
    .map((f) => {
      const base = f.replace(/\.tsx?$/, '');
      const route = base === 'index' ? '/' : `/${base.split('.').join('/')}`;
      return { file: path.join(dir, f), prefix: base === 'index' ? 'routes' : base.replaceAll('$', '_'), route };
    });
}

/** Walks the source import graph from a route file: does it reach a module importing recharts? */
function sourceReachesRecharts(file: string): boolean {
  const seen = new Set<string>();
  const visit = (current: string): boolean => {
    if (seen.has(current)) return false;
    seen.add(current);
    let text: string;
    try {
      text = readFileSync(current, 'utf8');
    } catch {
      return false;
    }
    if (/from\s+['"]recharts['"]|import\(\s*['"]recharts['"]\s*\)/.test(text)) return true;
    for (const m of text.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(current), m[1]!);
      const candidates = [
        target,
        `${target}.ts`,
        `${target}.tsx`,
        path.join(target, 'index.ts'),
        path.join(target, 'index.tsx'),
      ];
      const found = candidates.find((c) => existsSync(c) && /\.tsx?$/.test(c));
      if (found && visit(found)) return true;
    }
    return false;
  };
  return visit(file);
}

export function analyseBundle(outDir: string): BundleReport {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets);
  const chunks = files.filter((f) => f.endsWith('.js')).map((f) => readChunk(assets, f));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const fromHtml = (re: RegExp) => [...html.matchAll(re)].map((m) => path.basename(m[1]!));
  const entry = fromHtml(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)[0] ?? '';
  const preloads = fromHtml(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  const css = fromHtml(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const upFront = closure([entry, ...preloads], byFile);
  const upFrontSet = new Set(upFront);
  const sum = (list: string[]) => list.reduce((total, f) => total + (byFile.get(f)?.gzip ?? 0), 0);
  const cssGzip = css.reduce((total, f) => total + gz(readFileSync(path.join(assets, f))), 0);
  const rechartsChunks = chunks.filter((c) => c.recharts).map((c) => c.file);

  const routes = routeFiles().map(({ file, prefix, route }): RouteChunk => {
    const chunk =
      chunks.find(
        (c) => c.file.startsWith(`${prefix}-`) && c.file.slice(prefix.length + 1).replace(/\.js$/, '').length === 8,
      )?.file ?? null;
    const own = chunk ? closure([chunk], byFile, upFrontSet) : [];
    const lazyStarts = own
      .flatMap((f) => byFile.get(f)!.dynamicImports)
      .filter((f) => !upFrontSet.has(f) && !own.includes(f));
    const lazy = closure(lazyStarts, byFile, new Set([...upFrontSet, ...own]));
    const hits = (list: string[]) => list.some((f) => rechartsChunks.includes(f));
    return {
      route,
      chunk,
      closure: own,
      gzip: sum(own),
      lazy,
      lazyGzip: sum(lazy),
      reachesRecharts: hits(own) ? 'static' : hits(lazy) ? 'lazy' : 'no',
      drawsCharts: sourceReachesRecharts(file),
    };
  });

  return {
    outDir,
    chunks,
    entry,
    upFront,
    upFrontGzip: sum(upFront),
    cssGzip,
    css,
    totalJsGzip: sum(chunks.map((c) => c.file)),
    routes,
    rechartsChunks,
    rechartsUpFront: upFront.some((f) => rechartsChunks.includes(f)),
  };
}
