import type { ComplianceReport } from '../../../../domain/compliance/report.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';

/**
 * The market matrix (ADR 058): one row per market the formulation targets, each checked against that market's
 * library: passes, or fails with how many violations.
 */
export function MarketMatrix({ markets }: { markets: ComplianceReport['markets'] }) {
  return (
    <Table aria-label="Compliance per market">
      <TableHeader>
        <TableRow>
          <TableHead>Market</TableHead>
          <TableHead>Result</TableHead>
          <TableHead className="text-right">Violations</TableHead>
          <TableHead className="text-right">Upcoming rules</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {markets.map((cell) => (
          <TableRow key={cell.market}>
            <TableCell>
              <span className="font-medium">{cell.market}</span>{' '}
              <span className="text-muted-foreground text-xs">{cell.name}</span>
            </TableCell>
            <TableCell>
              <Badge variant={cell.passes ? 'green' : 'red'}>{cell.passes ? 'Passes' : 'Fails'}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{cell.violations}</TableCell>
            <TableCell className="text-right tabular-nums">{cell.upcoming}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
