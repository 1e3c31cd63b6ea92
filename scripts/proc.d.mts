// Types for scripts/proc.mjs, which the benchmark (TypeScript) imports.
import type { SpawnOptions } from 'node:child_process';

export const ROOT: string;
export const SERVER_NODE_ARGS: string[];
export function binPath(name: string): string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
