import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_KEY, LIVE_URL } from './env';
import { acquireStandinLock, releaseStandinLock, StandinControl, standinLockHeld } from './standin-control';

/**
 * The one `test` every spec imports. On top of Playwright's it:
 * - aborts every request to a host other than loopback and fails the test if there was one;
 * - fails the test on console errors and uncaught page errors (CSP violations show up here, also
 *   those Chromium does not log itself: a caught `new Function` or eval under the page's CSP),
 *   except HTTP error statuses, which error-path tests provoke on purpose (extend with
 *   `test.use({ allowedConsoleErrors: [/.../] })`);
 * - checks every response the browser receives (headers and body) for the key;
 * - gives `standin`, the stand-in's control API, reset before and after the test. Tests that use
 *   it should load pages from LIVE_URL (the server in front of that stand-in); the default
 *   baseURL is DEMO_URL (the demo server with its own stand-in);
 * - with `test.use({ liveServer: true })`, holds the stand-in lock for tests that read through
 *   the live server without driving the stand-in, and fails a test whose page calls the live
 *   server's API without holding it (the other worker may be injecting faults, taking the
 *   service down or asserting that nothing reached the stand-in at that moment).
 */

export { expect };
export { ARCHIVE_URL, DEMO_URL, E2E_KEY, LIVE_URL, STANDIN_URL } from './env';
export type { StandinControl } from './standin-control';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** Chromium's message for a fetch answered with 4xx/5xx: expected in error-path tests. */
const HTTP_STATUS_ERROR = /^Failed to load resource: the server responded with a status of \d{3}/;

interface Fixtures {
  allowedConsoleErrors: RegExp[];
  liveServer: boolean;
  liveServerLock: void;
  blockedRequests: string[];
  standin: StandinControl;
  keyGuard: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  liveServer: [false, { option: true }],

  // Auto, so it is set up before and torn down after the page: the lock (taken here, or by
  // `standin`) is let go only once the page can send nothing more.
  liveServerLock: [
    async ({ liveServer }, run) => {
      try {
        if (liveServer) await acquireStandinLock();
        await run();
      } finally {
        releaseStandinLock();
      }
    },
    { auto: true },
  ],

  blockedRequests: [
    async ({ context }, run) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !LOOPBACK.has(url.hostname),
        async (route) => {
          blocked.push(`${route.request().method()} ${route.request().url()}`);
          await route.abort('blockedbyclient');
        },
      );
      await run(blocked);
      expect(blocked, 'requests to hosts other than loopback (all are blocked in tests)').toEqual([]);
    },
    { auto: true },
  ],

  page: async ({ page, allowedConsoleErrors }, run) => {
    const errors: string[] = [];
    const unlocked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${LIVE_URL}/api/`) && !standinLockHeld()) unlocked.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (HTTP_STATUS_ERROR.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // Chromium logs blocked loads itself, but not a blocked eval whose exception the page caught
    // (zod's JIT probe was one): every violation event becomes a console error here.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await run(page);
    expect(errors, 'console errors and uncaught exceptions in the page').toEqual([]);
    expect(
      unlocked,
      'live-server requests without the stand-in lock: take `standin` or test.use({ liveServer: true })',
    ).toEqual([]);
  },

  keyGuard: [
    async ({ page }, run) => {
      const checks: Promise<string | null>[] = [];
      page.on('response', (response) => {
        checks.push(
          (async () => {
            const headers = JSON.stringify(await response.allHeaders().catch(() => ({})));
            if (headers.includes(E2E_KEY)) return `headers of ${response.url()}`;
            // Bounded: a response whose body never completes must not hang the test's teardown.
            const body = await Promise.race([
              response.body().catch(() => null),
              new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
            ]);
            if (body?.includes(E2E_KEY)) return `body of ${response.url()}`;
            return null;
          })(),
        );
      });
      await run();
      const leaks = (await Promise.all(checks)).filter((leak): leak is string => leak !== null);
      expect(leaks, 'responses that carry the API key').toEqual([]);
    },
    { auto: true },
  ],

  // Playwright reads fixture dependencies from the destructuring pattern: an empty one means none.
  // eslint-disable-next-line no-empty-pattern
  standin: async ({}, run) => {
    await acquireStandinLock();
    const control = new StandinControl();
    try {
      await control.reset();
      await run(control);
    } finally {
      await control.reset().catch(() => {});
    }
  },
});

/**
 * Runs axe on the page as it is now; fails on any serious or critical violation.
 *
 * Only violations are read, so axe reports only those in full (`resultTypes`), and it runs in the
 * page itself (legacy mode: the app has no frames to combine). On the NFT page's 100 cards at
 * phone size (1,625 elements checked for contrast) the default way took 8–9 s, mostly serialising
 * every passing node and combining frame results in a second page; this takes 1.4 s, with the
 * same rules over the same elements.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
