import { D } from '../../../../domain/formulation/cost.ts';
import type { FormulationLine } from '../../../../domain/formulation/formulation.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { amount, money, percent } from '../lib/format.ts';

/** The recipe: each line's ingredient, INCI name, ounces, % w/w and cost (3 decimals), with the sums. */
export function LinesTable({ lines }: { lines: readonly FormulationLine[] }) {
  // The sums of the server's lines: recosting them here from unit cost and unit would miss the density a volume
  // unit is weighed at (docs/product-rules.md, "Costs and units"), and the total would disagree with the lines above it.
  const recipe = {
    recipeOunces: lines.reduce((sum, line) => sum.plus(line.ounces), D(0)),
    recipeCost: lines.reduce((sum, line) => sum.plus(line.cost), D(0)),
  };
  return (
    <section aria-labelledby="view-lines-heading" className="space-y-2">
      <h3 id="view-lines-heading" className="font-semibold">
        Ingredients
      </h3>
      {lines.length === 0 ? (
        <p className="text-muted-foreground text-sm">No ingredient lines.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Ingredient</TableHead>
              <TableHead>Phase</TableHead>
              <TableHead>INCI</TableHead>
              <TableHead className="text-right">Ounces</TableHead>
              <TableHead className="text-right">% w/w</TableHead>
              <TableHead className="text-right">Line Cost</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="whitespace-normal">
                  {line.ingredientName}
                  {line.qs && <span className="text-muted-foreground"> (q.s.)</span>}
                </TableCell>
                <TableCell>{line.phase ?? '—'}</TableCell>
                <TableCell className="whitespace-normal">
                  {line.inciName ?? <span className="text-warning-ink">Missing INCI name</span>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{amount(line.ounces)}</TableCell>
                <TableCell className="text-right tabular-nums">{percent(line.concentration, 2)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(line.cost, 3)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>Recipe total</TableCell>
              <TableCell className="text-right tabular-nums">
                {amount(recipe.recipeOunces.toString())}
              </TableCell>
              <TableCell className="text-right tabular-nums">{lines.length ? '100.00%' : '0.00%'}</TableCell>
              <TableCell className="text-right tabular-nums">
                {money(recipe.recipeCost.toString(), 3)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </section>
  );
}
