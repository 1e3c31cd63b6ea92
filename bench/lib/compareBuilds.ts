import path from 'node:path';
import { ROOT, startDemoServer, type Proc } from './procs.ts';

export interface Build {
  label: string;
  /** The checkout the demo server runs from: it writes a deep link's HTML, so it is part of the build. */
  root: string;
  outDir: string;
}

/**
 * The builds a compare script measures (bench/throttled-compare.ts, bench/blocking-compare.ts):
 * "before", another checkout (COMPARE_BASE_ROOT, e.g. a commit in a temporary worktree) with its
 * build (COMPARE_BASE_OUT_DIR, dist); "after", this checkout with BENCH_OUT_DIR (dist); then any
 * COMPARE_EXTRA builds of this checkout (label=/abs/out/dir,…).
 */
export function compareBuilds(env: NodeJS.ProcessEnv): Build[] {
  const baseRoot = env.COMPARE_BASE_ROOT;
  if (!baseRoot) throw new Error('COMPARE_BASE_ROOT: the checkout to compare against');
  return [
    {
      label: 'before',
      root: path.resolve(baseRoot),
      outDir: path.resolve(baseRoot, env.COMPARE_BASE_OUT_DIR ?? 'dist'),
    },
    { label: 'after', root: ROOT, outDir: path.resolve(ROOT, env.BENCH_OUT_DIR ?? 'dist') },
    ...(env.COMPARE_EXTRA ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [label = '', outDir = ''] = entry.split('=');
        return { label, root: ROOT, outDir: path.resolve(outDir) };
      }),
  ];
}

/** A demo server per build, on `port`, `port` + 1, …; each is pushed to `procs` as it starts, for the caller to stop. */
export async function startBuildServers(builds: Build[], port: number, procs: Proc[]): Promise<Proc[]> {
  const servers: Proc[] = [];
  for (const [index, build] of builds.entries()) {
    const server = await startDemoServer(port + index, build.outDir, build.root);
    procs.push(server);
    servers.push(server);
  }
  return servers;
}
