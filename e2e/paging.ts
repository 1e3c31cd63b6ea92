import type { Page } from '@playwright/test';
import { expect, type StandinControl } from './fixtures';

/** What the wallet and NFT specs check of a block-anchored deep link (src/features/paging/). */

/** Page `n`'s link: `page=n&at=<block>`, no cursor trail, at most 300 characters. */
export function expectAnchoredLink(url: string, n: number): void {
  expect(url).toMatch(new RegExp(`[?&]page=${n}&at=\\d+`));
  expect(url).not.toContain('cursor=');
  expect(url.length).toBeLessThanOrEqual(300);
}

/** `url` in a new tab of the same context (no walk in its memory), the stand-in's request log emptied first. */
export async function openAfresh(page: Page, standin: StandinControl, url: string): Promise<Page> {
  await standin.clearRequests();
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  return fresh;
}

/** The stand-in's requests for `address` that carried a cursor. */
export async function cursorRequests(standin: StandinControl, address: string) {
  return (await standin.requests()).filter(
    (request) => request.path.includes(address) && request.path.includes('cursor='),
  );
}
