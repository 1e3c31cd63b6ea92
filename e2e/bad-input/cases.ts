import type { Page } from '@playwright/test';
import { DEMO_WALLETS } from '../../standin/catalog';
import { routedSearch } from '../../contract/lib/searchParams';
import { parseSearch } from '../../contract/lib/searchSerialization';
import { expect, LIVE_URL, type StandinControl } from '../fixtures';

/**
 * Bad input: every input of every page gets the same table of bad values. For each, the
 * page shows the message its own validation produces (computed here with the page's functions and
 * looked for on the page), nothing crashes (the fixture fails on uncaught errors and console
 * errors), no dialog opens, no markup turns into elements, and nothing is sent upstream (the
 * stand-in's request log, pages loaded from the live server in front of it).
 *
 * One page load per value fills every input of a page at once: all bad together, each named.
 */

export const VALID = DEMO_WALLETS.busy.address;

/** The table. `long` is 10 KB where the value is alone in the URL or typed in a form. */
export const BAD: [name: string, value: string][] = [
  ['whitespace', '   '],
  ['wrong-case checksum', '0xD8DA6bf26964aF9D7eEd9e03E53415D37aA96045'],
  ['Cyrillic а look-alike', '0xd8dа6bf26964af9d7eed9e03e53415d37aa96045'],
  ['fullwidth ０ｘ', '０ｘd8da6bf26964af9d7eed9e03e53415d37aa96045'],
  ['zero-width space', '0xd8da6bf2\u200b6964af9d7eed9e03e53415d37aa96045'],
  ['negative', '-1'],
  ['decimal', '1.5'],
  ['huge', '9'.repeat(40)],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['script break-out', '"><script>alert(1)</script>'],
  // JSON-looking text: the router reads objects and arrays as JSON, and keeps null and true as text.
  ['JSON null', 'null'],
  ['JSON true', 'true'],
  ['JSON object', '{"a":1}'],
  ['JSON array', '[1,2]'],
];
export const LONG = 'a'.repeat(10_240);
/** 1 KB per search field: ten 10 KB fields would pass the server's 16 KB request-head limit. */
export const LONG_FIELD = 'a'.repeat(1_024);

/** What the app's router makes of a query (contract/lib/searchSerialization.ts): the pages' own input. */
export function routerSearch(query: Record<string, string>): Record<string, unknown> {
  return parseSearch(`?${new URLSearchParams(query).toString()}`) as Record<string, unknown>;
}
export function routed<T extends object>(parse: (raw: Record<string, unknown>) => T, query: Record<string, string>): T {
  return routedSearch(parse, routerSearch(query));
}
export const qs = (query: Record<string, string>) => new URLSearchParams(query).toString();
export const seg = (value: string) => encodeURIComponent(value);

/** Fails the test on any dialog (a script ran) and on any element the markup could have made. */
export function guard(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

export async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const active = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], main script, a[href^="javascript:" i]',
      ),
    ).map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(active, 'elements made from the input').toEqual([]);
  expect(dialogs, 'dialogs opened').toEqual([]);
}

/** The messages must all be on the page, inside alerts. */
export async function expectMessages(page: Page, messages: string[]): Promise<void> {
  expect(messages.length, 'the page has something to say').toBeGreaterThan(0);
  for (const message of new Set(messages)) {
    await expect(page.getByRole('alert').filter({ hasText: message }).first(), message).toBeVisible();
  }
}

export async function expectNothingSent(
  standin: StandinControl,
  allowed: (path: string) => boolean = () => false,
): Promise<void> {
  const sent = (await standin.requests()).map((request) => request.path).filter((path) => !allowed(path));
  expect(sent, 'requests that reached the upstream').toEqual([]);
}

/**
 * [name, address, value for every search field]: each bad value in the address and in every field
 * at once, then a 10 KB address alone and 1 KB in every field of a good address.
 */
export function withLongCases(values: [string, string][]): [string, string, string | null][] {
  return [
    ...values.map(([name, value]): [string, string, string | null] => [name, value, value]),
    ['too long address (10 KB)', LONG, null],
    ['too long fields (1 KB each)', VALID, LONG_FIELD],
  ];
}

export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${LIVE_URL}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
