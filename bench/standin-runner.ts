import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/procs.ts';
import { missing, type Figure } from './lib/stats.ts';

/**
 * Section 8: the stand-in benchmark another module owns (bench/standin.ts), run in its own
 * process (its peak RSS is then its own), with a time limit. Its stdout is kept; a JSON object
 * it prints (the last line starting with "{") is folded into results.json.
 */

export async function runStandinBench(quick: boolean): Promise<{ figures: Figure[]; notes: string[]; raw: unknown }> {
  const file = path.join(ROOT, 'bench/standin.ts');
  const label = 'stand-in benchmark';
  if (!existsSync(file)) return { figures: [missing(label, '', 'bench/standin.ts does not exist (yet)')], notes: [], raw: null };
  const limitMs = quick ? 180_000 : 600_000;
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env: { ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { err = (err + c.toString()).slice(-4_000); });
    const timer = setTimeout(() => child.kill('SIGTERM'), limitMs);
    child.on('exit', (exit) => { clearTimeout(timer); resolve({ code: exit, stdout: out, stderr: err }); });
  });
  const lines = stdout.trim().split('\n');
  let parsed: unknown = null;
  const jsonAt = stdout.lastIndexOf('\n{');
  for (const candidate of [stdout.slice(jsonAt + 1), ...lines.filter((l) => l.startsWith('{')).reverse()]) {
    try { parsed = JSON.parse(candidate); break; } catch { /* not JSON */ }
  }
  const figures: Figure[] = code === 0
    ? [{ label, value: null, unit: '', how: `bench/standin.ts in its own process (exit 0); its own output below` }]
    : [missing(label, '', `bench/standin.ts exited ${code}: ${stderr.trim().split('\n').pop() ?? ''}`)];
  return { figures, notes: lines.slice(-30), raw: parsed ?? stdout.slice(-8_000) };
}
