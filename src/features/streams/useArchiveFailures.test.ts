import { describe, expect, it } from 'vitest';
import type { ArchivedFailure } from '../../../contract/schemas/archive';
import { findRow, joinedItems } from './useArchiveFailures';

function failure(n: number): ArchivedFailure {
  return {
    id: `f-${n}`,
    streamId: 's1',
    chain: '0x1',
    webhookUrl: 'https://h.example/hook',
    tag: 't',
    retries: n % 3,
    deliveryStatus: 'failed',
    blockNumber: n % 5 === 0 ? null : 1_000 + n,
    errorMessage: 'timeout',
    type: 'evm',
    createdAt: new Date(Date.UTC(2026, 10, 20) - n * 1_000).toISOString(),
  };
}

const page = (first: number) => ({ items: Array.from({ length: 100 }, (_, n) => failure(first + n)) });

describe('the archive table’s loaded items', () => {
  it('are every page’s rows in order, as table rows', () => {
    const pages = [page(0), page(100)];
    const items = joinedItems(pages);
    expect(items.map((item) => (item.kind === 'row' ? item.row.id : null))).toEqual(
      [...pages[0]!.items, ...pages[1]!.items].map((f) => f.id),
    );
    const first = items[0]!;
    expect(first.kind === 'row' && first.row).toMatchObject({
      id: 'f-0',
      blockNumber: Number.NaN,
      at: Date.UTC(2026, 10, 20),
    });
  });

  it('keep the items of the pages already loaded when a page arrives', () => {
    const pages = [page(0), page(100)];
    const before = joinedItems(pages);
    const after = joinedItems([...pages, page(200)]);
    expect(after).toHaveLength(300);
    after.slice(0, 200).forEach((item, index) => expect(item).toBe(before[index]));
  });

  it('find a loaded row by its id', () => {
    const items = joinedItems([page(0), page(100)]);
    expect(findRow(items, 'f-150')?.retries).toBe(0);
    expect(findRow(items, 'f-999')).toBeUndefined();
  });
});
