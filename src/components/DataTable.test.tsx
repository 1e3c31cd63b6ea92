// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';

afterEach(cleanup);

interface Row {
  id: string;
  value: string;
}
const rows: Row[] = [
  { id: 'a', value: '1' },
  { id: 'b', value: '2' },
];
const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Id', cell: (row) => row.id },
  { id: 'value', header: 'Value', cell: (row, index) => `${row.value}#${index}`, align: 'right' },
];

describe('DataTable', () => {
  it('is a captioned table with column headers and one row per item', () => {
    render(<DataTable rows={rows} columns={columns} getRowId={(row) => row.id} caption="Numbers" />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id', 'Value']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((tr) => tr.textContent)).toEqual(['a1#0', 'b2#1']);
    expect(within(body[0]!).getAllByRole('cell')[1]).toHaveClass('text-right');
  });

  it('draws the detail row under each expanded row only', () => {
    render(
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Numbers"
        expandedIds={new Set(['b'])}
        renderDetail={(row) => <span>detail of {row.id}</span>}
      />,
    );
    expect(screen.getByText('detail of b')).toBeInTheDocument();
    expect(screen.queryByText('detail of a')).toBeNull();
    const detailCell = screen.getByText('detail of b').closest('td')!;
    expect(detailCell).toHaveAttribute('colspan', '2');
    const rowsEls = screen.getAllByRole('row');
    expect(rowsEls[1]).toHaveAttribute('data-expanded', 'false');
    expect(rowsEls[2]).toHaveAttribute('data-expanded', 'true');
    expect(rowsEls[2]).not.toHaveAttribute('aria-expanded');
  });

  it('marks open rows with data-expanded by default (no ARIA on a plain <tr>), aria-expanded on request', () => {
    render(
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Numbers"
        expandedIds={new Set(['a'])}
        renderDetail={(row) => <span>detail of {row.id}</span>}
      />,
    );
    const rowsEls = screen.getAllByRole('row');
    expect(rowsEls[1]).toHaveAttribute('data-expanded', 'true');
    expect(rowsEls[1]).not.toHaveAttribute('aria-expanded');
    expect(rowsEls[3]).toHaveAttribute('data-expanded', 'false');
    cleanup();
    render(
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Numbers"
        expandedIds={new Set(['a'])}
        expandedAttribute="aria"
        renderDetail={() => null}
      />,
    );
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws a long list a screenful first, then the rest over the next frames; eagerRows draws more at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const many: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: `r${i}`, value: String(i) }));
      render(<DataTable rows={many} columns={columns} getRowId={(row) => row.id} caption="Many" />);
      expect(screen.getAllByRole('row')).toHaveLength(1 + 16);
      expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      // One pass per act(): each pass's effect schedules the next frame.
      for (let pass = 0; pass < 10; pass += 1) act(() => vi.advanceTimersByTime(20));
      const body = screen.getAllByRole('row').slice(1);
      expect(body).toHaveLength(40);
      expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
      expect(body.map((tr) => tr.textContent)).toEqual(many.map((row, i) => `${row.id}${row.value}#${i}`));
      cleanup();
      render(<DataTable rows={many} columns={columns} getRowId={(row) => row.id} caption="Many" eagerRows={30} />);
      expect(screen.getAllByRole('row')).toHaveLength(1 + 30);
    } finally {
      vi.useRealTimers();
    }
  });

  it('redraws only the rows whose data or state changed', () => {
    let calls = 0;
    const counted: DataColumn<Row>[] = [
      {
        id: 'id',
        header: 'Id',
        cell: (row, _index, { expanded }) => {
          calls += 1;
          return `${row.id}${expanded ? '+' : ''}`;
        },
      },
    ];
    const detail = (row: Row) => <span>detail of {row.id}</span>;
    const getRowId = (row: Row) => row.id;
    const { rerender } = render(
      <DataTable
        rows={rows}
        columns={counted}
        getRowId={getRowId}
        caption="N"
        renderDetail={detail}
        expandedIds={new Set()}
      />,
    );
    expect(calls).toBe(2);
    rerender(
      <DataTable
        rows={rows}
        columns={counted}
        getRowId={getRowId}
        caption="N"
        renderDetail={detail}
        expandedIds={new Set(['b'])}
      />,
    );
    expect(calls).toBe(3);
    expect(screen.getByText('b+')).toBeInTheDocument();
    expect(screen.getByText('detail of b')).toBeInTheDocument();
  });

  it('keeps one tab stop per row and moves inside the table with the arrow keys', () => {
    const buttons: DataColumn<Row>[] = [
      { id: 'a', header: 'A', cell: (row) => <button type="button">open {row.id}</button> },
      { id: 'b', header: 'B', cell: (row) => <a href={`#${row.id}`}>link {row.id}</a> },
      { id: 'c', header: 'C', cell: (row) => <button type="button">copy {row.id}</button> },
    ];
    render(<DataTable rows={rows} columns={buttons} getRowId={(row) => row.id} caption="Keys" />);
    const tabbable = [...document.querySelectorAll('tbody button, tbody a')].filter(
      (element) => element.getAttribute('tabindex') !== '-1',
    );
    expect(tabbable.map((element) => element.textContent)).toEqual(['open a', 'open b']);
    screen.getByText('open a').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByText('link a'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByText('link b'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByText('copy b'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByText('copy a'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByText('link a'));
  });

  it('offers a link that skips a long table', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, value: String(i) }));
    render(<DataTable rows={many} columns={columns} getRowId={(row) => row.id} caption="Long" />);
    fireEvent.click(screen.getByRole('link', { name: 'Skip table (12 rows)' }));
    expect(document.activeElement).toHaveTextContent('End of table: Long');
    cleanup();
    render(<DataTable rows={rows} columns={columns} getRowId={(row) => row.id} caption="Short" />);
    expect(screen.queryByRole('link', { name: /Skip table/ })).toBeNull();
  });
});
