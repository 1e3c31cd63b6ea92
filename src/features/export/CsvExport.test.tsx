// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CsvExport } from './CsvExport';
import type { CursorPage } from './walkCursor';

interface Row {
  id: string;
  value: string;
}
const columns = [
  { header: 'id', value: (row: Row) => row.id },
  { header: 'value', value: (row: Row) => row.value },
];

const blobs: Blob[] = [];
beforeEach(() => {
  blobs.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  HTMLAnchorElement.prototype.click = vi.fn();
});
afterEach(cleanup);

describe('<CsvExport>', () => {
  it('states the cap up front and exports the page exactly', async () => {
    render(
      <CsvExport
        columns={columns}
        pageRows={[{ id: 'a', value: '1000000000000000000000000000000' }]}
        fetchPage={vi.fn()}
        fileName={(scope) => `x-${scope}.csv`}
        computeUnitsPerCall={30}
      />,
    );
    expect(screen.getByText(/at most 10,000 rows \(100 calls of 100, up to 3,000 CU/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export this page' }));
    expect(await blobs[0]!.text()).toBe('id,value\r\na,1000000000000000000000000000000\r\n');
  });

  it('walks the whole range and downloads every row', async () => {
    const fetchPage = vi.fn(async (cursor: string | null): Promise<CursorPage<Row>> =>
      cursor === null
        ? { rows: [{ id: '1', value: '1' }], cursor: 'c1' }
        : { rows: [{ id: '2', value: '2' }], cursor: null },
    );
    render(<CsvExport columns={columns} pageRows={[]} fetchPage={fetchPage} fileName={() => 'r.csv'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export whole range' }));
    await waitFor(() => expect(screen.getByText('Exported 2 rows.')).toBeInTheDocument());
    expect(await blobs[0]!.text()).toBe('id,value\r\n1,1\r\n2,2\r\n');
  });

  it('cancels a running export and saves nothing', async () => {
    const fetchPage = vi.fn(
      (_cursor: string | null, signal: AbortSignal) =>
        new Promise<CursorPage<Row>>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    render(<CsvExport columns={columns} pageRows={[]} fetchPage={fetchPage} fileName={() => 'r.csv'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export whole range' }));
    expect(screen.getByLabelText('Export progress')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(screen.getByText(/Export cancelled after 0 rows/)).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });
});

describe('<CsvExport> with unreadable items', () => {
  it('exports the readable rows of the page and says how many it left out', async () => {
    render(
      <CsvExport
        columns={columns}
        pageRows={[{ id: 'a', value: '1' }]}
        pageUnreadable={2}
        fetchPage={vi.fn()}
        fileName={() => 'p.csv'}
      />,
    );
    expect(
      screen.getByText('This page: 2 unreadable items left out of the CSV (shown on the page as unreadable rows).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export this page' }));
    expect(await blobs[0]!.text()).toBe('id,value\r\na,1\r\n');
    expect(screen.getByText(/Exported 1 rows\. 2 unreadable items left out of the CSV/)).toBeInTheDocument();
  });

  it('counts the unreadable items of the whole range', async () => {
    const fetchPage = vi.fn(async (): Promise<CursorPage<Row>> => ({
      rows: [{ id: '1', value: '1' }],
      cursor: null,
      unreadable: 1,
    }));
    render(<CsvExport columns={columns} pageRows={[]} fetchPage={fetchPage} fileName={() => 'r.csv'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export whole range' }));
    expect(await screen.findByText(/Exported 1 rows\. 1 unreadable item left out of the CSV/)).toBeInTheDocument();
  });
});
