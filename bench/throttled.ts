import type { Browser, Page } from 'playwright-core';
import { freshContext, probeScript, type ProbeResult, type Screen } from './lib/browser.ts';
import { resetProxyCache } from './lib/procs.ts';
import { errorText, fromSamples, missing, type Figure } from './lib/stats.ts';
import type { RouteCase } from './routes.ts';

/**
 * Section "throttled": a deep link → its first data row painted, in a real Chromium throttled
 * through the DevTools protocol the way DevTools' own "Slow 4G" preset and "4× slowdown" do
 * (not Lighthouse's simulation): what a person on a slow network and device waits for. The
 * bench's desktop viewport (the route selectors name the wide layouts' tables), fresh context
 * (cold cache, empty storage), proxy cache cleared so the page's calls are misses.
 */

/** DevTools' "Slow 4G" preset (SDK.NetworkManager.Slow4GConditions): 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

const TIMEOUT_MS = 60_000;

/**
 * Runs `measure` on a page of a fresh context throttled as above (after the proxy cache is cleared),
 * then closes the context. `size` is the viewport and device emulation (the bench's desktop
 * viewport when left out).
 */
export async function withThrottledPage<T>(
  browser: Browser,
  origin: string,
  measure: (page: Page) => Promise<T>,
  size?: Screen,
): Promise<T> {
  await resetProxyCache(origin);
  const context = await freshContext(browser, size?.viewport, size?.device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** One throttled load of `origin + c.url`: ms from navigation start to the route's data selector painted. */
export function throttledFirstRow(browser: Browser, origin: string, c: RouteCase): Promise<number> {
  return withThrottledPage(browser, origin, async (page) => {
    await page.addInitScript(probeScript(c.selector));
    await page.goto(origin + c.url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(
      () => (window as unknown as { __bench?: ProbeResult }).__bench?.firstPaint != null,
      null,
      { timeout: TIMEOUT_MS, polling: 100 },
    );
    return await page.evaluate(() => (window as unknown as { __bench: ProbeResult }).__bench.firstPaint!);
  });
}

export const THROTTLED_HOW = `DevTools throttling (Network.emulateNetworkConditions Slow 4G: ${SLOW_4G.latency} ms latency, ${SLOW_4G.downloadThroughput / 1000} kB/s down; Emulation.setCPUThrottlingRate ${CPU_SLOWDOWN}), 1280×800, cold context, proxy cache cleared`;

/** `runs` measured loads after one warm-up; median with min–max. */
export async function measureThrottled(browser: Browser, origin: string, c: RouteCase, runs: number): Promise<Figure> {
  const samples: number[] = [];
  let error: string | undefined;
  for (let run = 0; run <= runs; run += 1) {
    try {
      const ms = await throttledFirstRow(browser, origin, c);
      if (run > 0) samples.push(ms);
    } catch (e) {
      error = errorText(e);
      if (run === 0) break;
    }
  }
  const label = `${c.route} first data row, throttled`;
  return samples.length
    ? fromSamples(label, samples, 'ms', `navigation start → ${c.drawn} painted; ${THROTTLED_HOW}`, 0)
    : missing(label, 'ms', error ?? 'no run');
}
