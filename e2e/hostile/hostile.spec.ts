import type { Locator, Page } from '@playwright/test';
import { INLINE_SCRIPTS } from '../../server/apiPreload';
import { DEMO_COIN_TYPES, DEMO_NFT_CONTRACTS, DEMO_TOKENS, DEMO_WALLETS, E2E_NOW } from '../../standin/catalog';
import { HOSTILE_UPSTREAM_URL, HOSTILE_URL } from '../env';
import { expect, test } from '../fixtures';
import { DATA_MODES, type DataMode } from './damage';
import type { Rule } from './upstream';

/**
 * A hostile upstream: every page through the REAL proxy (HOSTILE_URL, live mode) in front
 * of e2e/hostile/upstream.ts, which damages the stand-in's answers per mode. For each page and
 * mode: no script runs (a dialog fails the test; the fixture fails on console errors, which is
 * where CSP violations land), no javascript:/data: URL reaches an href or src, the widget shows a
 * clear error or renders the strings as inert text, the header still works, and the page recovers
 * once the upstream is healthy again.
 *
 * The upstream's rules are global: this file's tests run one after another in one worker (the
 * config runs a file's tests in order), and nothing else uses that upstream.
 */

interface Target {
  name: string;
  path: string;
  /** Upstream path prefixes the page's data comes from. */
  match: string[];
  /** Visible once the page shows its data. */
  ready: (page: Page) => Locator;
  /** Free-text fields shown on this page: markup there must appear as text. */
  showsText: boolean;
  /**
   * Wrong types and missing fields end in the same "unexpected answer" panel on every page; the
   * unit tests (src/api/schemas/hostile.test.ts) check every schema, the browser two pages.
   */
  shapeModes?: boolean;
}

const { weth } = DEMO_TOKENS;
const TARGETS: Target[] = [
  {
    name: 'wallet',
    path: `/wallet/${DEMO_WALLETS.busy.address}?chain=eth&limit=10`,
    match: ['/evm/api/v2.2/0x'],
    ready: (page) => page.locator('table tbody tr').first(),
    showsText: true,
    shapeModes: true,
  },
  {
    name: 'nft',
    path: `/nft/${DEMO_NFT_CONTRACTS.erc721.address}?chain=eth&limit=10`,
    match: ['/evm/api/v2.2/nft/'],
    ready: (page) => page.locator('table tbody tr').first(),
    showsText: true,
  },
  {
    name: 'tokens',
    path: `/tokens?list=${weth.chain}:${weth.address}`,
    match: ['/evm/api/v2.2/erc20/', '/rpc/'],
    ready: (page) => page.getByTestId('usd-price').first(),
    showsText: true,
  },
  {
    name: 'token',
    path: `/token/${weth.address}?chain=eth`,
    match: ['/evm/api/v2.2/erc20/', '/rpc/'],
    ready: (page) => page.getByTestId('usd-price').first(),
    showsText: true,
  },
  {
    name: 'chain-b block',
    path: '/chain-b/blocks/1000?with_transactions=true',
    match: ['/chain-b/blocks/'],
    ready: (page) => page.getByRole('region', { name: 'Block details' }),
    showsText: false,
  },
  {
    name: 'chain-b coins',
    path: `/chain-b/coins?hashes=${encodeURIComponent(DEMO_COIN_TYPES[0])}`,
    match: ['/chain-b/coins'],
    ready: (page) => page.getByRole('article').first(),
    showsText: true,
    shapeModes: true,
  },
  {
    name: 'streams',
    path: '/streams/failed',
    match: ['/streams/'],
    ready: (page) =>
      page.getByRole('table', { name: 'Failed deliveries' }).locator('[role=rowgroup]').nth(1).getByRole('row').first(),
    showsText: true,
  },
];

// ---- the hostile upstream's control, and the proxy's cache --------------------------------------

async function setRules(rules: Rule[]): Promise<void> {
  await clearRules();
  for (const rule of rules) {
    const response = await fetch(`${HOSTILE_UPSTREAM_URL}/__hostile/rules`, {
      method: 'POST',
      body: JSON.stringify(rule),
    });
    expect(response.ok).toBe(true);
  }
  await resetCache();
}

async function clearRules(): Promise<void> {
  const response = await fetch(`${HOSTILE_UPSTREAM_URL}/__hostile/rules`, { method: 'DELETE' });
  expect(response.status).toBe(204);
  await resetCache();
}

/** Damaged 200 answers are cached by the proxy like any other: start each case from an empty cache. */
async function resetCache(): Promise<void> {
  const response = await fetch(`${HOSTILE_URL}/api/__test/reset-cache`, { method: 'POST' });
  expect(response.status).toBe(204);
}

// ---- what must hold on every page, whatever the upstream sends ----------------------------------

const errorPanels = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /unexpected answer|the data service failed|too many requests/i });
const INERT_MARKUP = /onerror=alert\(1\)|<script>alert\(1\)<\/script>|onload=alert\(1\)/;

/**
 * Every URL-bearing attribute and event-handler attribute in the document, checked in the page,
 * and every inline script: the only ones allowed are the server's own fixed scripts (admitted by
 * their hashes in the CSP).
 */
async function expectNoActiveContent(page: Page): Promise<void> {
  const found = await page.evaluate((ours) => {
    const bad: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith('on')) bad.push(`<${element.localName} ${name}>`);
        if (
          ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'data'].includes(name) &&
          /^(javascript|data|vbscript):/.test(value)
        ) {
          bad.push(`<${element.localName} ${name}="${value.slice(0, 40)}">`);
        }
      }
    }
    for (const script of Array.from(document.scripts)) {
      if (!script.src && !ours.includes(script.text)) bad.push(`inline <script>${script.text.slice(0, 40)}`);
    }
    const polluted =
      (Object.prototype as Record<string, unknown>).polluted !== undefined ||
      ({} as Record<string, unknown>).polluted !== undefined;
    if (polluted) bad.push('Object.prototype polluted');
    return bad;
  }, INLINE_SCRIPTS);
  expect(found, 'active content or dangerous URLs in the DOM').toEqual([]);
}

/** The header's navigation still works: the search page opens from it. */
async function expectShellWorks(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: /search by address/i })).toBeVisible();
}

/** Healthy again: every error panel's Retry brings the data back (or a reload, for inert data). */
async function expectRecovery(page: Page, target: Target, fakeTimers = false): Promise<void> {
  await clearRules();
  // A Retry-After countdown keeps Retry disabled: with the clock installed, move it past.
  if (fakeTimers) await page.clock.runFor(5_000);
  const panels = errorPanels(page);
  const count = await panels.count();
  if (count === 0) {
    await page.reload();
  } else {
    for (let index = 0; index < count; index++) {
      const retry = panels.nth(0).getByRole('button', { name: /^Retry/ });
      await expect(retry).toBeEnabled({ timeout: 5_000 });
      await retry.click();
    }
  }
  await expect(target.ready(page)).toBeVisible({ timeout: 15_000 });
  await expect(errorPanels(page)).toHaveCount(0);
  await expect(page.getByText(INERT_MARKUP)).toHaveCount(0);
}

/** What each data mode must lead to: the damaged strings shown as text, or an error, or plain data. */
const EXPECT: Record<DataMode, 'error' | 'data' | 'error-or-data'> = {
  markup: 'error-or-data',
  'markup-all': 'error-or-data',
  'js-urls': 'error-or-data',
  // A broken envelope fails the widget; broken items only (the coins' bare array) are unreadable rows.
  'wrong-types': 'error',
  'missing-fields': 'error',
  'extra-fields': 'data',
};

/** Any dialog means a script from the upstream ran: recorded (and dismissed), checked after each test. */
let dialogs: string[] = [];
const SHAPE_MODES: readonly DataMode[] = ['wrong-types', 'missing-fields'];

test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
});
test.afterEach(async () => {
  await clearRules();
  expect(dialogs, 'dialogs opened by a script from the upstream').toEqual([]);
});

for (const target of TARGETS) {
  test(`${target.name}: damaged answers never run, never link, and recover`, async ({ page }) => {
    // Six damage modes, each a page load, a judgement and a recovery.
    test.setTimeout(120_000);
    await page.clock.setFixedTime(Date.parse(E2E_NOW));
    await setRules([]);
    await page.goto(`${HOSTILE_URL}${target.path}`);
    await expect(target.ready(page), 'healthy baseline').toBeVisible();

    for (const mode of DATA_MODES.filter((candidate) => target.shapeModes || !SHAPE_MODES.includes(candidate))) {
      await test.step(mode, async () => {
        await setRules(target.match.map((match) => ({ match, mode })));
        await page.goto(`${HOSTILE_URL}${target.path}`);
        // Damaged items without a damaged envelope are drawn as unreadable rows, not an error.
        const unreadableRows = page.getByRole('list', { name: /^Unreadable / });
        const outcome = errorPanels(page).or(target.ready(page)).or(unreadableRows).first();
        await expect(outcome).toBeVisible();
        // Let late widgets (logos, charts, a second source) settle before judging the page.
        await page.waitForTimeout(300);
        const failed = (await errorPanels(page).count()) > 0;
        if (process.env.HOSTILE_VERBOSE) console.log(`${target.name} ${mode}: ${failed ? 'error panel' : 'data'}`);
        const unreadable = (await unreadableRows.count()) > 0;
        if (EXPECT[mode] === 'error')
          expect(failed || unreadable, `${mode} shows an error panel or unreadable rows`).toBe(true);
        if (EXPECT[mode] === 'data') expect(failed, `${mode} still shows the data`).toBe(false);
        if (mode === 'markup' && target.showsText && !failed)
          await expect(page.getByText(INERT_MARKUP).first()).toBeVisible();
        await expectNoActiveContent(page);
        await expectRecovery(page, target);
      });
    }
    await expectShellWorks(page);
  });
}

// ---- status failures: bodies too large or cut off, hangs, bursts of 429 and 503 -----------------

/**
 * Four attempts (one try + three retries with 1 s, 2 s, 4 s backoff) come before the panel: the
 * page's clock is moved on instead of waiting out the backoff.
 */
async function advanceUntilVisible(page: Page, locator: Locator, maxSteps = 60): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(1_000);
    await page.waitForTimeout(200);
  }
  await expect(locator).toBeVisible({ timeout: 1_000 });
}

const STATUS_CASES: { mode: Rule['mode']; target: string; heading: RegExp; times?: number }[] = [
  { mode: 'huge', target: 'wallet', heading: /the data service failed/i },
  { mode: 'truncated', target: 'nft', heading: /the data service failed/i },
  { mode: 'hang', target: 'chain-b block', heading: /the data service failed/i },
  { mode: '503', target: 'chain-b coins', heading: /the data service failed/i },
  { mode: '429', target: 'token', heading: /too many requests/i },
];

for (const { mode, target: name, heading } of STATUS_CASES) {
  test(`${name}: ${mode} answers show a clear error, the page keeps working, Retry recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    const target = TARGETS.find((candidate) => candidate.name === name)!;
    await setRules(target.match.map((match) => ({ match, mode })));
    await page.clock.install({ time: Date.parse(E2E_NOW) });
    await page.goto(`${HOSTILE_URL}${target.path}`);
    await advanceUntilVisible(page, errorPanels(page).filter({ hasText: heading }).first());
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoActiveContent(page);
    await expectRecovery(page, target, true);
  });
}

test('short bursts of 429 and 503 are absorbed by the retries: the data shows without an error', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: Date.parse(E2E_NOW) });
  for (const [mode, name] of [
    ['429', 'wallet'],
    ['503', 'streams'],
  ] as const) {
    const target = TARGETS.find((candidate) => candidate.name === name)!;
    await setRules(target.match.map((match) => ({ match, mode, times: 2 })));
    await page.goto(`${HOSTILE_URL}${target.path}`);
    await advanceUntilVisible(page, target.ready(page));
    await expect(errorPanels(page)).toHaveCount(0);
  }
  await clearRules();
});
