import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import type { Plugin } from 'vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { EVM_CHAINS } from './contract/lib/chains.ts';
import { compactTokenList, type TokenListEntry } from './contract/lib/tokenListCompact.ts';

/**
 * `virtual:token-list`: @uniswap/default-token-list (the whole list's JSON) reduced at build time to the
 * app's chains and the fields the pages draw, one lazily imported module per chain
 * (src/lib/tokenList.ts). Runs in tests and the dev server too.
 */
function tokenList(): Plugin {
  const INDEX = 'virtual:token-list';
  const CHAIN = `${INDEX}/`;
  const resolved = (id: string) => `\0${id}`;
  let byChain: ReturnType<typeof compactTokenList> | null = null;
  const chains = () => {
    if (!byChain) {
      const list = createRequire(import.meta.url)('@uniswap/default-token-list') as { tokens: TokenListEntry[] };
      byChain = compactTokenList(list.tokens, new Set(EVM_CHAINS.map((chain) => chain.hexId)));
    }
    return byChain;
  };
  return {
    name: 'chainboard-token-list',
    resolveId(source) {
      return source === INDEX || source.startsWith(CHAIN) ? resolved(source) : null;
    },
    load(id) {
      if (id === resolved(INDEX)) {
        const entries = [...chains().keys()].map(
          (hexId) => `  ${JSON.stringify(hexId)}: () => import(${JSON.stringify(CHAIN + hexId)}),`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(resolved(CHAIN))) {
        return `export default ${JSON.stringify(chains().get(id.slice(resolved(CHAIN).length)) ?? [])};\n`;
      }
      return null;
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every built text asset, so the server sends them compressed
 * (@fastify/static `preCompressed`, server/static.ts) at no per-request CPU cost; without them
 * the app's JS went over the wire uncompressed (bench/mechanisms.md has the sizes).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chainboard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          // .vite/ holds the build manifest, read by the server from disk, never sent.
          if (statSync(file).isDirectory()) {
            if (name !== '.vite') visit(file);
          } else if (/\.(js|css|svg|json|txt)$/.test(name) && statSync(file).size >= 1024) {
            const data = readFileSync(file);
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(data, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
              }),
            );
            writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

/**
 * Stops the build if the home route's chunk imports the shared `data` chunk. `/` is the first
 * page of most visits and needs none of the data pages' code; the `data` group takes any module
 * two lazy chunks share, so a module the home page comes to share with a data page (or with its
 * own lazy parts) would put all of `data` on `/`. Such a module belongs in the entry or in the
 * home page's own files, or is kept out of the group by its `test`.
 */
function homeWithoutData(): Plugin {
  return {
    name: 'chainboard-home-without-data',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const data = chunks.find((chunk) => chunk.name === 'data');
      // The route's code-split part (its component), not the route's definition in the entry.
      const home = chunks.find((chunk) => /\/src\/routes\/index\.tsx\?tsr-split=/.test(chunk.facadeModuleId ?? ''));
      if (!home) this.error("The home route's component (src/routes/index.tsx) is in no chunk of its own.");
      if (data && home.imports.includes(data.fileName)) {
        this.error(`The home route's chunk ${home.fileName} imports the data chunk ${data.fileName}.`);
      }
    },
  };
}

// The dev server proxies /api to the real Fastify proxy (scripts/dev.mjs starts it),
// so development exercises the same allowlist, key injection and cache as production.
const apiTarget = process.env.CHAINBOARD_DEV_API ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go with their page's component chunk: they import the API schemas and query
      // factories, which would otherwise sit in the up-front bundle of every route.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    tokenList(),
    precompress(),
    homeWithoutData(),
  ],
  build: {
    outDir: process.env.CHAINBOARD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each deep link's page chunk (server/routePreload.ts).
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill only cost bytes up front.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically: every page needs all of it before it can draw.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What two or more data pages share (zod and the wire schemas, viem's units and
            // checksums, the table, the range form, prices...) is one chunk, so a deep link loads
            // the entry, its page and this: 3 files. Without it a data page's chunk brought many
            // more, and over HTTP/1.1 each held a connection through the latency of a phone line
            // (bench/throttled-compare.ts; figures in bench/mechanisms.md).
            // Any of the app's own modules qualifies: one shared by two lazy chunks is wanted here
            // whichever folder it is in. What the home page's chunk shares would pull this chunk
            // into `/`; homeWithoutData() stops the build if that happens.
            // Charts stay lazy chunks, and the search page's lazy classifier stays out of it.
            {
              name: 'data',
              priority: 1,
              minShareCount: 2,
              test: (id: string) =>
                !/Chart|searchInput/.test(id) &&
                (/\/(contract|src)\//.test(id) ||
                  /\/node_modules\/(zod|viem|@noble|abitype|ox|@tanstack\/(react-virtual|virtual-core))\//.test(id)),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'standin/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default on two cores is one worker; most server suites wait on sockets, child
    // processes, PostgreSQL or podman, so a second worker overlaps those waits.
    maxWorkers: 2,
  },
});
