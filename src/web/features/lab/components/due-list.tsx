import { CELL_STATUS_LABELS } from '../../../../domain/lab/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDueTimepoints } from '../api/queries.ts';
import { CELL_VARIANT, labDate } from '../lib/status.ts';

/** The time points to pull today: due (from their date through three days) or overdue. */
export function DueList({ onOpen }: { onOpen: (studyId: string) => void }) {
  const due = useDueTimepoints();
  const items = due.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Due today</CardTitle>
        <CardDescription>Stability time points due or overdue, with whose study they are.</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{due.data ? 'Nothing is due today.' : 'Loading...'}</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.cellId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  <span className="font-medium">{item.batchNumber}</span> {item.formulationName}:{' '}
                  {item.condition} at {item.timepoint} (due {labDate(item.dueDate)})
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={CELL_VARIANT[item.status]}>{CELL_STATUS_LABELS[item.status]}</Badge>
                  <Button variant="outline" size="sm" onClick={() => onOpen(item.studyId)}>
                    {`Record ${item.condition} ${item.timepoint}`}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
