import type { AnalyticsReport } from '../../../../domain/analytics/report.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** The period's months: new and approved formulations, cost of the new ones, savings and efficiency. */
export function MonthlyTable({ monthly }: { monthly: AnalyticsReport['monthly'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly Performance</CardTitle>
        <CardDescription>
          Total cost: batch cost of the formulations created that month. Savings: what new versions save per
          batch against the version they were copied from. Efficiency = savings ÷ total cost; green above 20%.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Monthly performance">
          <TableHeader>
            <TableRow>
              <TableHead>Month</TableHead>
              <TableHead className="text-right">New Formulations</TableHead>
              <TableHead className="text-right">Approved</TableHead>
              <TableHead className="text-right">Total Cost</TableHead>
              <TableHead className="text-right">Savings</TableHead>
              <TableHead className="text-right">Efficiency</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {monthly.map((row) => (
              <TableRow key={row.month}>
                <TableCell className="font-medium">{row.label}</TableCell>
                <TableCell className="text-right tabular-nums">{row.newFormulations}</TableCell>
                <TableCell className="text-right tabular-nums">{row.approved}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(row.totalCost, 2)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(row.savings, 2)}</TableCell>
                <TableCell className="text-right">
                  {row.efficiencyPercent === null ? (
                    <span className="text-muted-foreground">No data yet</span>
                  ) : (
                    <Badge variant={row.efficient ? 'green' : 'gray'}>
                      {row.efficiencyPercent}%{row.efficient && <span className="sr-only"> (above 20%)</span>}
                    </Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
