import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/**
 * Debian's Chromium (or CHROME_PATH), headless, with every outside host unresolvable: the bench
 * only ever talks to 127.0.0.1.
 */

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox', LOOPBACK_ONLY] });
}

/** Emulation beyond the viewport: scale factor, touch, mobile. */
export type DeviceEmulation = Pick<BrowserContextOptions, 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>;

/** A screen to measure at: its viewport and device emulation. */
export interface Screen {
  viewport: { width: number; height: number };
  device: DeviceEmulation;
}

/** The bench's phone: Lighthouse's mobile screen (412×823), 1.75× pixels, touch. */
export const PHONE: Screen = {
  viewport: { width: 412, height: 823 },
  device: { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

/**
 * A fresh context (cold HTTP cache, empty storage): each measured run is a first visit. `device`
 * adds emulation (scale factor, touch, mobile) for runs at phone size.
 */
export async function freshContext(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  device: DeviceEmulation = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
  // tsx (esbuild keepNames) wraps named functions in __name(): define it where page.evaluate runs them.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  // Nothing but loopback, whatever the page asks for.
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//i, (route) => route.abort('blockedbyclient'));
  return context;
}

/**
 * Installed before any page script: records, relative to navigation start, when `selector`
 * first matches (checked on every DOM mutation, then the time of the next animation frame as
 * the paint), and keeps the largest-contentful-paint entries and long tasks.
 */
export function probeScript(selector: string | null): string {
  return `(() => {
    const w = window;
    w.__bench = { firstMatch: null, firstPaint: null, lcp: null, longTasks: [] };
    try {
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__bench.lcp = e.startTime; })
        .observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {}
    try {
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration }); })
        .observe({ type: 'longtask', buffered: true });
    } catch {}
    const selector = ${JSON.stringify(selector)};
    if (!selector) return;
    const check = () => {
      if (w.__bench.firstMatch !== null || !document.querySelector(selector)) return false;
      w.__bench.firstMatch = performance.now();
      requestAnimationFrame(() => { w.__bench.firstPaint = performance.now(); });
      return true;
    };
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    const start = () => { if (!check()) observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true }); };
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  })();`;
}

export interface ProbeResult {
  firstMatch: number | null;
  firstPaint: number | null;
  lcp: number | null;
  longTasks: { start: number; duration: number }[];
}

/** Two animation frames: the DOM change before has been painted. */
export const DOUBLE_RAF =
  'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))))';
