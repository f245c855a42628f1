import type { SustainabilityOverview } from '../../../../domain/sustainability/overview.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { NO_DATA, percentOrNoData } from './display.ts';

type NaturalOrigin = SustainabilityOverview['naturalOrigin'];

/** ISO 16128 natural origin content per formulation (highest first) and the portfolio average (docs/product-rules.md, "Sustainability, analytics, exports"). */
export function NaturalOriginCard({ naturalOrigin }: { naturalOrigin: NaturalOrigin }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Natural Origin Content (ISO 16128)</CardTitle>
        <CardDescription>
          Σ mass fraction × natural origin index of each ingredient. Ingredient score: the mass-weighted mean
          of the ingredients' sustainability ratings.
        </CardDescription>
        <CardAction className="text-right">
          <p className="text-muted-foreground text-xs">Portfolio average</p>
          <p className="font-bold text-2xl tabular-nums" data-testid="natural-origin-average">
            {percentOrNoData(naturalOrigin.portfolioAverage)}
          </p>
        </CardAction>
      </CardHeader>
      <CardContent>
        {naturalOrigin.formulations.length === 0 ? (
          <EmptyState title={NO_DATA} description="Natural origin content appears once formulations exist." />
        ) : (
          // A scrolling region is reachable by keyboard (focusable) and named for screen readers.
          <div
            className="max-h-[28rem] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
            role="region"
            aria-label="Natural origin content per formulation, scrollable"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
            tabIndex={0}
          >
            <Table aria-label="Natural origin content per formulation">
              <TableHeader>
                <TableRow>
                  <TableHead>Formulation</TableHead>
                  <TableHead>Product Type</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Natural Origin</TableHead>
                  <TableHead className="text-right">Data Coverage</TableHead>
                  <TableHead className="text-right">Ingredient Score</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {naturalOrigin.formulations.map((f) => (
                  <TableRow key={f.id}>
                    <TableCell className="whitespace-normal font-medium">
                      {f.name} <span className="text-muted-foreground text-xs">v{f.version}</span>
                    </TableCell>
                    <TableCell>{formatLabel(f.productType)}</TableCell>
                    <TableCell>
                      <Badge variant="outline">{formatLabel(f.status)}</Badge>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {percentOrNoData(f.naturalOriginPercent)}
                    </TableCell>
                    <TableCell className="text-right text-muted-foreground tabular-nums">
                      {f.naturalOriginCoverage}%
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{f.ingredientScore ?? NO_DATA}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
