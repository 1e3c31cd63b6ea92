import { startStandin, type StandinHandle, type StandinOptions } from './index';
import { E2E_NOW } from './catalog';

/** Shared by the stand-in's tests: a started stand-in with a frozen clock and fetch helpers. */

export const TEST_NOW = Date.parse(E2E_NOW);

export interface TestStandin extends StandinHandle {
  get(path: string, init?: { key?: string | null; headers?: Record<string, string> }): Promise<Response>;
  getJson(path: string): Promise<{ status: number; body: unknown }>;
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

export async function startTestStandin(opts: StandinOptions = {}): Promise<TestStandin> {
  const standin = await startStandin({ now: TEST_NOW, control: true, ...opts });
  const get = (path: string, init: { key?: string | null; headers?: Record<string, string> } = {}) => {
    const key = init.key === undefined ? standin.apiKey : init.key;
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (key !== null) headers['x-api-key'] = key;
    return fetch(`${standin.baseUrl}${path}`, { headers });
  };
  return {
    ...standin,
    get,
    async getJson(path) {
      const response = await get(path);
      return { status: response.status, body: await response.json() };
    },
    async control(method, path, body) {
      const response = await fetch(`${standin.baseUrl}/__control${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
  };
}
