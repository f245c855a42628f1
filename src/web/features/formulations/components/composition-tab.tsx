import { AlertTriangle } from 'lucide-react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useFormulationComposition } from '../api/get-formulation-content.ts';
import { substanceAmount, substancePercent } from '../lib/format.ts';
import { DialogLoading } from './dialog-loading.tsx';

/**
 * The formulation's substance content (docs/product-rules.md, "Substances and the label"): each substance's % w/w in the product, summed over every
 * raw material that carries it, with the share each one brings. A range shows as min–max.
 */
export function CompositionTab({ id }: { id: string }) {
  const composition = useFormulationComposition(id);
  const data = composition.data;
  if (!data) {
    return (
      <DialogLoading
        error={composition.error && readApiError(composition.error, 'Failed to load the composition').message}
      />
    );
  }
  return (
    <section aria-labelledby="composition-heading" className="space-y-3">
      <h3 id="composition-heading" className="font-semibold">
        Substance Content
      </h3>
      {data.substances.length === 0 && data.unassigned.length === 0 ? (
        <p className="text-muted-foreground text-sm">No ingredient lines.</p>
      ) : (
        <Table aria-label="Substances in the product">
          <TableHeader>
            <TableRow>
              <TableHead>Substance (INCI)</TableHead>
              <TableHead className="text-right">% w/w</TableHead>
              <TableHead>From</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.substances.map((substance) => (
              <TableRow key={substance.substanceId}>
                <TableCell className="whitespace-normal font-medium">{substance.inciName}</TableCell>
                <TableCell className="text-right tabular-nums">{substanceAmount(substance)}</TableCell>
                <TableCell className="whitespace-normal text-muted-foreground">
                  {substance.sources
                    .map((source) => `${source.ingredientName} (${substanceAmount(source)})`)
                    .join(', ')}
                </TableCell>
              </TableRow>
            ))}
            {data.unassigned.map((line) => (
              <TableRow key={line.ingredientId}>
                <TableCell className="whitespace-normal">
                  <span className="inline-flex items-center gap-1 text-warning-ink">
                    <AlertTriangle aria-hidden="true" className="size-4" />
                    {line.ingredientName}: no composition on file
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{substancePercent(line.percent)}</TableCell>
                <TableCell className="text-muted-foreground">Add its composition in the inventory</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.substances.some((substance) => substance.percent === null) && (
        <p className="text-muted-foreground text-sm">
          A range (min–max) comes from a supplier's range in a raw material's composition.
        </p>
      )}
    </section>
  );
}
