// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SortValue } from '../../lib/table-query.ts';
import { ariaSort, type DataColumn, DataTable } from './data-table.tsx';

afterEach(cleanup);

interface Fruit {
  id: string;
  name: string;
  stock: number;
}

type FruitSort = 'name' | 'stock';

const COLUMNS: DataColumn<Fruit, FruitSort>[] = [
  { id: 'name', header: 'Name', sort: 'name', cellClassName: 'font-medium', cell: (fruit) => fruit.name },
  { id: 'origin', header: 'Origin', cell: () => 'Spain' },
  { id: 'stock', header: 'Stock', sort: 'stock', cell: (fruit) => `${fruit.stock} kg` },
  {
    id: 'actions',
    header: 'Actions',
    headClassName: 'text-right',
    cellClassName: 'text-right',
    cell: () => '…',
  },
];

function fruits(
  rows: Fruit[] | undefined,
  {
    busy,
    sort = 'name',
    onSort = () => {},
  }: { busy?: boolean; sort?: SortValue<FruitSort>; onSort?: (c: FruitSort) => void } = {},
) {
  return render(
    <DataTable
      aria-label="Fruits"
      rows={rows}
      busy={busy}
      columns={COLUMNS}
      rowKey={(fruit) => fruit.id}
      sort={sort}
      onSort={onSort}
      emptyText="No fruit matches."
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Fruits' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('ariaSort', () => {
  it('gives the sorted column its direction and the others none', () => {
    expect(ariaSort('name', 'name')).toBe('ascending');
    expect(ariaSort('-name', 'name')).toBe('descending');
    expect(ariaSort('-name', 'category')).toBe('none');
  });
});

describe('DataTable', () => {
  it('shows five skeleton rows, a cell per column, and says it is busy while the rows are undefined', () => {
    fruits(undefined);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(5);
    for (const row of bodyRows()) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(COLUMNS.length);
      for (const cell of cells) {
        const skeleton = cell.querySelector('[data-slot="skeleton"]');
        expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
        expect(skeleton?.className).toContain('h-5 w-full min-w-12');
      }
    }
  });

  it('shows one row spanning every column when there are no rows', () => {
    fruits([]);
    expect(table().hasAttribute('aria-busy')).toBe(false);
    const [empty, ...others] = bodyRows();
    expect(others).toHaveLength(0);
    const cell = within(empty!).getByRole('cell');
    expect(cell.textContent).toBe('No fruit matches.');
    expect(cell.getAttribute('colspan')).toBe(String(COLUMNS.length));
    expect(cell.className).toContain('py-10 text-center text-muted-foreground');
    expect(empty!.className).toContain('hover:bg-transparent');
  });

  it('renders a row per item, each cell from its column, with its classes', () => {
    fruits(
      [
        { id: 'a', name: 'Apple', stock: 3 },
        { id: 'b', name: 'Banana', stock: 12 },
      ],
      { busy: true },
    );
    // A new page loading while the current rows stay up.
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Apple', 'Spain', '3 kg', '…'],
      ['Banana', 'Spain', '12 kg', '…'],
    ]);
    const [name, , , actions] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(name!.className).toContain('font-medium');
    expect(actions!.className).toContain('text-right');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain('text-right');
  });

  it('marks each item row with the test id it is given, and no skeleton or empty row', () => {
    const list = (rows: Fruit[] | undefined) => (
      <DataTable
        aria-label="Fruits"
        rows={rows}
        columns={COLUMNS}
        rowKey={(fruit) => fruit.id}
        rowTestId="fruit-row"
        emptyText="No fruit matches."
      />
    );
    const { rerender } = render(list(undefined));
    expect(screen.queryAllByTestId('fruit-row')).toHaveLength(0);
    rerender(list([]));
    expect(screen.queryAllByTestId('fruit-row')).toHaveLength(0);
    rerender(list([{ id: 'a', name: 'Apple', stock: 3 }]));
    expect(screen.getAllByTestId('fruit-row').map((row) => row.textContent)).toEqual(['AppleSpain3 kg…']);
  });

  it('makes a sortable header of each column with a sort key: aria-sort says the direction, a click asks to sort', () => {
    const onSort = vi.fn();
    fruits([{ id: 'a', name: 'Apple', stock: 3 }], { sort: '-stock', onSort });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Origin', 'Stock', 'Actions']);
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      'none',
      null,
      'descending',
      null,
    ]);
    // Only the sortable headers hold a button.
    expect(within(headers[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(headers[0]!).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
    fireEvent.click(within(headers[2]!).getByRole('button', { name: 'Stock' }));
    expect(onSort).toHaveBeenLastCalledWith('stock');
  });

  it('marks the sorted column ascending', () => {
    fruits([], { sort: 'name' });
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('none');
  });

  it('draws the administration lists: one skeleton across each loading row, hidden headers, no empty row, a selected row', () => {
    const columns: DataColumn<Fruit>[] = [
      { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
      { id: 'actions', header: 'Actions', hideHeader: true, headClassName: 'text-right', cell: () => '…' },
    ];
    const list = (rows: Fruit[] | undefined, selectedKey?: string) => (
      <DataTable
        rows={rows}
        busy={!rows}
        columns={columns}
        rowKey={(fruit) => fruit.id}
        selectedKey={selectedKey}
        skeletonRows={3}
        rowSkeleton="h-8 w-full"
        tintHeaderOnHover
      />
    );
    const { rerender } = render(list(undefined));
    const tableEl = screen.getByRole('table');
    expect(tableEl.getAttribute('aria-busy')).toBe('true');
    // No aria-label: the scrolling container is no named region.
    expect(screen.queryByRole('region')).toBeNull();
    const [head, ...loading] = within(tableEl).getAllByRole('row');
    expect(head!.className).not.toContain('hover:bg-transparent');
    expect(loading).toHaveLength(3);
    for (const row of loading) {
      const [cell, ...others] = within(row).getAllByRole('cell');
      expect(others).toHaveLength(0);
      expect(cell!.getAttribute('colspan')).toBe('2');
      expect(cell!.querySelector('[data-slot="skeleton"]')?.className).toContain('h-8 w-full');
    }
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.querySelector('span.sr-only')?.textContent).toBe('Actions');

    rerender(list([]));
    expect(tableEl.getAttribute('aria-busy')).toBe('false');
    expect(within(tableEl).getAllByRole('row')).toHaveLength(1);

    rerender(
      list(
        [
          { id: 'a', name: 'Apple', stock: 3 },
          { id: 'b', name: 'Banana', stock: 12 },
        ],
        'b',
      ),
    );
    expect(
      within(tableEl)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-state')),
    ).toEqual([null, null, 'selected']);
  });

  it('takes a skeleton class for every cell, and a label from elsewhere on the page', () => {
    render(
      <>
        <h2 id="fruit-title">Fruit</h2>
        <DataTable
          aria-labelledby="fruit-title"
          rows={undefined}
          columns={COLUMNS}
          rowKey={(fruit) => fruit.id}
          sort="name"
          onSort={() => {}}
          cellSkeleton="h-4 w-16"
        />
      </>,
    );
    const tableEl = screen.getByRole('table', { name: 'Fruit' });
    const skeletons = tableEl.querySelectorAll('[data-slot="skeleton"]');
    expect(skeletons).toHaveLength(5 * COLUMNS.length);
    for (const skeleton of skeletons) expect(skeleton.className).toContain('h-4 w-16');
  });
});
