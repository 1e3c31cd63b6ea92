import { captureKeys, loadCaptures, type Capture, type Endpoint } from './captures';
import { REPLAY_UPSTREAM_URL, REPLAY_URL } from '../env';

/**
 * The replay upstream as e2e/real-captures.spec.ts drives it: the captures by endpoint and file,
 * and its control (select, corrupt, reset), which is global to that upstream, so that spec is
 * its only user.
 */

export const captures = loadCaptures();
export const of = (endpoint: Endpoint) => captures.filter((capture) => capture.endpoint === endpoint);
export const byName = (endpoint: Endpoint, file: string): Capture => {
  const found = captures.find((capture) => capture.endpoint === endpoint && capture.file === file);
  if (!found) throw new Error(`no capture ${endpoint}/${file}`);
  return found;
};
export const keyOf = (capture: Capture) => captureKeys(capture)[0]!;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- captures are JSON read as they came
export type Json = any;
export const body = (capture: Capture) => capture.body as Json;

export async function replayControl(path: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${REPLAY_UPSTREAM_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`replay control ${path}: HTTP ${response.status}`);
}

/** Back to the captures as they are, and the proxy's response cache emptied. */
export async function resetReplay(): Promise<void> {
  await replayControl('/__replay/state', { method: 'DELETE' });
  const response = await fetch(`${REPLAY_URL}/api/__test/reset-cache`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`replay server cache reset: HTTP ${response.status}`);
}

/** This capture answers its key over any other (two captures of block 1 share a height). */
export async function select(capture: Capture): Promise<void> {
  await replayControl('/__replay/select', {
    method: 'POST',
    body: JSON.stringify({ endpoint: capture.endpoint, file: capture.file }),
  });
}
