import type { Evaluation } from '../../../../domain/lab/measurements.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { VERDICT_LABELS, VERDICT_VARIANT } from '../lib/status.ts';

/** Each parameter against the specification: target, result, pass or fail; and the verdict. */
export function EvaluationTable({ evaluation, label }: { evaluation: Evaluation; label: string }) {
  return (
    <div className="space-y-2">
      <Badge variant={VERDICT_VARIANT[evaluation.verdict]}>{VERDICT_LABELS[evaluation.verdict]}</Badge>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>Parameter</TableHead>
            <TableHead>Specification</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Pass</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {evaluation.parameters.map((result) => (
            <TableRow key={result.parameter}>
              <TableCell>{result.label}</TableCell>
              <TableCell className="whitespace-normal">{result.target ?? 'Not specified'}</TableCell>
              <TableCell className="whitespace-normal">{result.value ?? '—'}</TableCell>
              <TableCell>
                {result.pass === null ? (
                  '—'
                ) : (
                  <Badge variant={result.pass ? 'green' : 'red'}>{result.pass ? 'Pass' : 'Fail'}</Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
