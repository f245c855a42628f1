import { AlertTriangle, Copy } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { copyWithToast } from '../../../lib/clipboard.ts';
import { useFormulationLabel } from '../api/get-formulation-content.ts';
import { substancePercent } from '../lib/format.ts';
import { DialogLoading } from './dialog-loading.tsx';

const EXPOSURE_TEXT = {
  leave_on: 'Leave-on product: allergens are named above 0.001 %.',
  rinse_off: 'Rinse-off product: allergens are named above 0.01 %.',
} as const;

function copy(text: string) {
  return copyWithToast(text, {
    title: 'Ingredient List Copied',
    description: 'The label ingredient list is on the clipboard.',
    what: 'the list',
  });
}

/** The label (EU Reg. 1223/2009 Art. 19(1)(g)) from the substance content: list, allergens, warnings, ISO 16128. */
export function LabelTab({ id }: { id: string }) {
  const label = useFormulationLabel(id);
  const data = label.data;
  if (!data) {
    return (
      <DialogLoading error={label.error && readApiError(label.error, 'Failed to load the label').message} />
    );
  }
  const missing = data.entries.filter((entry) => entry.missingInci);
  const listed = new Set(data.entries.flatMap((entry) => (entry.substanceId ? [entry.substanceId] : [])));
  return (
    <div className="space-y-5">
      <section aria-labelledby="label-list-heading" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="label-list-heading" className="font-semibold">
            Ingredient List
          </h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() => copy(data.ingredientList)}
            disabled={!data.ingredientList}
          >
            <Copy aria-hidden="true" />
            Copy list
          </Button>
        </div>
        {data.entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">No ingredients to declare.</p>
        ) : (
          <p className="rounded-md border bg-surface p-3 text-sm" data-testid="label-ingredient-list">
            {data.ingredientList}
          </p>
        )}
        <p className="text-muted-foreground text-xs">
          {EXPOSURE_TEXT[data.exposure]} Descending by concentration; the perfume as Parfum at its whole
          share; colourants by CI number, last.
        </p>
        {missing.length > 0 && (
          <p className="flex items-center gap-1 text-sm text-warning-ink">
            <AlertTriangle aria-hidden="true" className="size-4" />
            Without a composition, listed by raw material name:{' '}
            {missing.map((entry) => entry.name).join(', ')}.
          </p>
        )}
        {data.unreviewed.length > 0 && (
          <ul className="space-y-1 text-sm text-warning-ink" aria-label="Substances that need review">
            {data.unreviewed.map((item) => (
              <li key={item.substanceId} className="flex items-start gap-1">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Substance needs review: {item.inciName} ({substancePercent(item.percent)}, from{' '}
                  {item.ingredientNames.join(', ')}). No rule is known to apply to it until the regulatory
                  staff review it.
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="label-allergens-heading" className="space-y-2">
        <h3 id="label-allergens-heading" className="font-semibold">
          Fragrance Allergens
        </h3>
        {data.allergens.length === 0 ? (
          <p className="text-muted-foreground text-sm">No labelled fragrance allergens in this product.</p>
        ) : (
          <Table aria-label="Fragrance allergens">
            <TableHeader>
              <TableRow>
                <TableHead>Allergen</TableHead>
                <TableHead className="text-right">% w/w</TableHead>
                <TableHead className="text-right">Threshold</TableHead>
                <TableHead>On the label</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.allergens.map((allergen) => (
                <TableRow key={allergen.substanceId}>
                  <TableCell className="whitespace-normal">{allergen.inciName}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {allergen.range ? 'up to ' : ''}
                    {substancePercent(allergen.percent)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{allergen.threshold}%</TableCell>
                  <TableCell>
                    {allergen.mustLabel ? (
                      <Badge variant="blue">Named on the label</Badge>
                    ) : listed.has(allergen.substanceId) ? (
                      // Under the threshold, but added through a raw material that is not perfume: an
                      // ingredient in its own right (ADR 033).
                      <Badge variant="blue">Listed as an ingredient</Badge>
                    ) : (
                      <Badge>Not required</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section aria-labelledby="label-warnings-heading" className="space-y-2">
        <h3 id="label-warnings-heading" className="font-semibold">
          Mandatory Warnings
        </h3>
        {data.warnings.length === 0 ? (
          <p className="text-muted-foreground text-sm">No warning is required on the label.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="label-origin-heading" className="space-y-2">
        <h3 id="label-origin-heading" className="font-semibold">
          Natural Origin (ISO 16128)
        </h3>
        {data.naturalOrigin.withWater === null ? (
          <p className="text-muted-foreground text-sm">
            No data yet: no substance of this product has an index.
          </p>
        ) : (
          <dl className="grid grid-cols-3 gap-4 rounded-md bg-muted p-3 text-sm">
            <div>
              <dt className="text-muted-foreground text-xs">With water</dt>
              <dd className="font-medium">{data.naturalOrigin.withWater}%</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Without water</dt>
              <dd className="font-medium">
                {data.naturalOrigin.withoutWater === null
                  ? 'All water'
                  : `${data.naturalOrigin.withoutWater}%`}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Data for</dt>
              <dd className="font-medium">{data.naturalOrigin.coverage}% of the mass</dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}
