import type { Browser, Page } from 'playwright-core';
import { freshContext, probeScript, type ProbeResult } from './lib/browser.ts';
import { resetProxyCache } from './lib/procs.ts';
import { errorText, fromSamples, missing, round, withBudget, type Figure } from './lib/stats.ts';
import type { RouteCase } from './routes.ts';

/**
 * Section 2: for a deep link to each route, in a fresh browser context (cold cache) against the
 * demo server with its response cache cleared (so the page's API calls are misses):
 * - first row: navigation start → the route's data selector matched and the next frame drawn;
 * - LCP: the last largest-contentful-paint entry;
 * - page load alone: the same deep link with its API answers served instantly from memory
 *   (recorded in the real load), time to the same selector;
 * - API alone: the same /api requests (same method/body), cache cleared again so they are misses
 *   too, issued together with fetch() from a page of the same origin, time until all answered.
 * ratio = first row / (page load alone + API alone).
 */

interface ApiCall {
  url: string;
  method: string;
  body: string | null;
  status: number;
  contentType: string;
  responseBody: Buffer;
}

const SELECTOR_TIMEOUT = 20_000;

async function waitProbe(page: Page): Promise<ProbeResult> {
  await page.waitForFunction(() => (window as unknown as { __bench?: ProbeResult }).__bench?.firstPaint != null, null, {
    timeout: SELECTOR_TIMEOUT,
    polling: 50,
  });
  await page.waitForTimeout(400);
  return await page.evaluate(() => (window as unknown as { __bench: ProbeResult }).__bench);
}

export interface Timeline {
  apiStart: number | null;
  apiEnd: number | null;
  jsEnd: number | null;
  domContentLoaded: number | null;
}

async function realLoad(
  browser: Browser,
  origin: string,
  c: RouteCase,
): Promise<{ probe: ProbeResult & { timeline: Timeline }; calls: ApiCall[] }> {
  await resetProxyCache(origin);
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(probeScript(c.selector));
    const calls: ApiCall[] = [];
    page.on('response', (response) => {
      const request = response.request();
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      if (url.pathname === '/api/status' && c.route !== '/') return;
      void response.body().then(
        (responseBody) => {
          calls.push({
            url: url.pathname + url.search,
            method: request.method(),
            body: request.postData(),
            status: response.status(),
            contentType: response.headers()['content-type'] ?? 'application/json',
            responseBody,
          });
        },
        () => undefined,
      );
    });
    await page.goto(origin + c.url, { waitUntil: 'commit' });
    const probe = await waitProbe(page);
    // Where the time went: when the first data call started and ended, and when the last JS arrived.
    const timeline = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const api = entries.filter((e) => {
        const p = new URL(e.name).pathname;
        return p.startsWith('/api/') && p !== '/api/status';
      });
      const js = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        apiStart: api.length ? Math.min(...api.map((e) => e.startTime)) : null,
        apiEnd: api.length ? Math.max(...api.map((e) => e.responseEnd)) : null,
        jsEnd: js.length ? Math.max(...js.map((e) => e.responseEnd)) : null,
        domContentLoaded: nav?.domContentLoadedEventEnd ?? null,
      };
    });
    return { probe: { ...probe, timeline }, calls };
  } finally {
    await context.close();
  }
}

async function instantLoad(browser: Browser, origin: string, c: RouteCase, calls: ApiCall[]): Promise<ProbeResult> {
  const context = await freshContext(browser);
  try {
    const byKey = new Map(calls.map((call) => [`${call.method} ${call.url} ${call.body ?? ''}`, call]));
    await context.route(`${origin}/api/**`, (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const hit = byKey.get(`${request.method()} ${url.pathname + url.search} ${request.postData() ?? ''}`);
      if (hit) return route.fulfill({ status: hit.status, contentType: hit.contentType, body: hit.responseBody });
      return route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(probeScript(c.selector));
    await page.goto(origin + c.url, { waitUntil: 'commit' });
    return await waitProbe(page);
  } finally {
    await context.close();
  }
}

async function apiAlone(browser: Browser, origin: string, calls: ApiCall[]): Promise<number> {
  await resetProxyCache(origin);
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const requests = calls.map(({ url, method, body }) => ({ url, method, body }));
    return await page.evaluate(async (list) => {
      const started = performance.now();
      await Promise.all(
        list.map(async ({ url, method, body }) => {
          const response = await fetch(url, {
            method,
            body,
            headers: body ? { 'content-type': 'application/json' } : {},
          });
          await response.arrayBuffer();
        }),
      );
      return performance.now() - started;
    }, requests);
  } finally {
    await context.close();
  }
}

export interface PageResult {
  route: string;
  url: string;
  drawn: string;
  firstRow: Figure;
  lcp: Figure;
  pageLoad: Figure;
  apiAlone: Figure;
  ratio: Figure;
  apiCalls: string[];
  /** Per run: first data call start/end, last JS arrival, DOMContentLoaded (ms from navigation start). */
  timelines: Timeline[];
  error?: string;
}

export async function measurePage(browser: Browser, origin: string, c: RouteCase, runs: number): Promise<PageResult> {
  const first: number[] = [],
    lcp: number[] = [],
    shell: number[] = [],
    api: number[] = [],
    ratio: number[] = [];
  let apiCalls: string[] = [];
  const timelines: Timeline[] = [];
  let error: string | undefined;
  for (let run = 0; run <= runs; run += 1) {
    try {
      const real = await realLoad(browser, origin, c);
      const seen = new Set<string>();
      const calls = real.calls.filter((call) => {
        const key = `${call.method} ${call.url} ${call.body ?? ''}`;
        if (call.status >= 400 || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      apiCalls = [...new Set(real.calls.map((call) => `${call.method} ${call.url} → ${call.status}`))];
      const instant = await instantLoad(browser, origin, c, calls);
      const alone = calls.length > 0 ? await apiAlone(browser, origin, calls) : 0;
      if (run === 0) continue; // warm-up: server JIT, the stand-in's generators, Chromium's disk cache of nothing
      first.push(real.probe.firstPaint!);
      timelines.push(real.probe.timeline);
      if (real.probe.lcp !== null) lcp.push(real.probe.lcp);
      shell.push(instant.firstPaint!);
      api.push(alone);
      ratio.push(real.probe.firstPaint! / (instant.firstPaint! + alone));
    } catch (e) {
      error = errorText(e);
      if (run === 0) break; // the selector never appears: do not spend the other runs on it
    }
  }
  const why = `n/a (${error ?? 'no run'})`;
  const fig = (label: string, samples: number[], unit: string, how: string, digits = 1) =>
    samples.length ? fromSamples(label, samples, unit, how, digits) : missing(label, unit, why);
  return {
    route: c.route,
    url: c.url,
    drawn: c.drawn,
    apiCalls,
    timelines,
    firstRow: fig(
      `${c.route} first data row`,
      first,
      'ms',
      `navigation start → ${c.drawn} painted (MutationObserver + next rAF), cold context, proxy cache cleared`,
    ),
    lcp: fig(`${c.route} LCP`, lcp, 'ms', 'PerformanceObserver largest-contentful-paint'),
    pageLoad: fig(
      `${c.route} page load alone`,
      shell,
      'ms',
      'same deep link, its API answers served instantly from memory',
    ),
    apiAlone: fig(
      `${c.route} API alone`,
      api,
      'ms',
      `the page's ${apiCalls.length} API call(s) via fetch(), proxy cache cleared (misses)`,
    ),
    ratio: withBudget(
      fig(`${c.route} first row ÷ (load + API)`, ratio, '×', 'per run: first row / (page load alone + API alone)', 2),
      '≤ 1.5',
      (v) => v <= 1.5,
    ),
    ...(error ? { error } : {}),
  };
}

export const ratioSummary = (r: PageResult) => (r.ratio.value === null ? 'n/a' : `${round(r.ratio.value, 2)}×`);
