import { Button } from '../../../components/ui/button.tsx';
import type { DataColumn } from '../../../components/ui/data-table.tsx';

interface OfBatch {
  id: string;
  batchNumber: string;
  formulationName: string;
  formulationVersion: number;
}

/** The columns both lab lists (batches, stability studies) open with: the batch and its formulation's version. */
export function batchColumns<Row extends OfBatch>(): DataColumn<Row>[] {
  return [
    { id: 'batch', header: 'Batch', cellClassName: 'font-medium', cell: (row) => row.batchNumber },
    {
      id: 'formulation',
      header: 'Formulation',
      cellClassName: 'whitespace-normal',
      cell: (row) => `${row.formulationName} v${row.formulationVersion}`,
    },
  ];
}

/** The column both lab lists end with: an Open button, named for the row it opens. */
export function openColumn<Row extends OfBatch>(
  name: (row: Row) => string,
  onOpen: (id: string) => void,
): DataColumn<Row> {
  return {
    id: 'open',
    header: 'Open',
    hideHeader: true,
    cell: (row) => (
      <Button variant="outline" size="sm" onClick={() => onOpen(row.id)} aria-label={name(row)}>
        Open
      </Button>
    ),
  };
}
