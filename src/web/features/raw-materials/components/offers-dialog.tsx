import { useState } from 'react';
import { RAW_MATERIAL_UNITS } from '../../../../domain/raw-material/constants.ts';
import type { RawMaterial } from '../../../../domain/raw-material/raw-material-schema.ts';
import { formatMoney } from '../../../../domain/supply/currency.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { useRetained } from '../../../lib/use-retained.ts';
import { type OfferComparison, useAddOffer, useMakePreferred, useOfferComparison } from '../api/offers.ts';
import { useSupplierOptions } from '../api/supplier-options.ts';
import { PriceHistory } from './price-history.tsx';

type Row = OfferComparison['offers'][number];

/** What a switch to this offer changes a year over every formulation, in the company currency. */
function yearlyChange(row: Row, currency: string) {
  if (row.offer.preferred || row.costPerOunceChange === null) return '—';
  const total = row.formulations.reduce((sum, f) => sum + Number(f.perYear), 0);
  return formatMoney(total, currency);
}

/**
 * A raw material's offers (ADR 061): each one's cost per weight ounce in the company currency, what switching to
 * it would change per formulation, unit and year, making one preferred, adding one; and the price history.
 */
export function OffersDialog({
  rawMaterial: current,
  canWrite,
  onOpenChange,
}: {
  rawMaterial: RawMaterial | null;
  canWrite: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rawMaterial = useRetained(current);
  const comparison = useOfferComparison(rawMaterial?.id, !!current);
  const suppliers = useSupplierOptions(!!current && canWrite);
  const add = useAddOffer(rawMaterial?.id ?? '');
  const prefer = useMakePreferred(rawMaterial?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const company = comparison.data?.companyCurrency ?? 'USD';
  const rows = comparison.data?.offers ?? [];

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    setError(null);
    try {
      await add.mutateAsync({
        supplierId: String(data.get('supplierId') ?? ''),
        price: String(data.get('price') ?? ''),
        currency: String(data.get('currency') ?? ''),
        unit: String(data.get('unit') ?? '') as (typeof RAW_MATERIAL_UNITS)[number],
        preferred: data.get('preferred') === 'on',
      });
      form.reset();
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'Could not add the offer');
      setError(Object.values(fieldErrors ?? {}).flat()[0] ?? message);
    }
  }

  return (
    <Dialog open={!!current} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Offers</DialogTitle>
          <DialogDescription>
            Suppliers and prices of "{rawMaterial?.name}". Costs per ounce in {company}.
          </DialogDescription>
        </DialogHeader>
        {comparison.isError && (
          <p role="alert" className="text-error-ink text-sm">
            Could not load the offers.
          </p>
        )}
        <Table aria-label="Offers">
          <TableHeader>
            <TableRow>
              <TableHead>Supplier</TableHead>
              <TableHead className="text-right">Price</TableHead>
              <TableHead className="text-right">Cost / oz</TableHead>
              <TableHead className="text-right">Switch / year</TableHead>
              <TableHead>
                <span className="sr-only">Preferred</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.offer.id} data-testid="offer-row">
                <TableCell className="whitespace-normal">
                  <div className="font-medium">{row.offer.supplierName ?? 'No supplier'}</div>
                  {!row.offer.preferred &&
                    row.formulations.map((f) => (
                      <div key={f.formulationId} className="text-muted-foreground text-xs">
                        {f.name} v{f.version}: {formatMoney(f.perUnit, company, 'en-US', 4)} a unit,{' '}
                        {formatMoney(f.perYear, company)} a year
                        {f.assumedVolume
                          ? ` (${Number(f.yearlyVolume).toLocaleString('en-US')} units assumed)`
                          : ''}
                      </div>
                    ))}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(row.offer.price, row.offer.currency, 'en-US', 6)} / {row.offer.unit}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.offer.costPerOunce === null
                    ? `No ${row.offer.currency} rate`
                    : formatMoney(row.offer.costPerOunce, company, 'en-US', 4)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{yearlyChange(row, company)}</TableCell>
                <TableCell>
                  {row.offer.preferred ? (
                    <Badge variant="green">Preferred</Badge>
                  ) : (
                    canWrite && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={prefer.isPending || row.offer.costPerOunce === null}
                        onClick={() => prefer.mutate(row.offer)}
                      >
                        {/* Named by its supplier for screen readers, the visible words kept in the name (WCAG 2.5.3). */}
                        Make<span className="sr-only"> {row.offer.supplierName ?? 'this offer'}</span>{' '}
                        preferred
                      </Button>
                    )
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {canWrite && (
          <form
            aria-label="Add offer"
            className="grid grid-cols-2 gap-3 sm:grid-cols-5"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(event.currentTarget);
            }}
          >
            <div className="col-span-2 space-y-1">
              <Label htmlFor="offer-supplier">Offer supplier</Label>
              <select id="offer-supplier" name="supplierId" className={fieldClasses}>
                <option value="">No supplier</option>
                {(suppliers.data ?? []).map((supplier) => (
                  <option key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="offer-price">Price</Label>
              <Input id="offer-price" name="price" inputMode="decimal" required />
            </div>
            <div className="space-y-1">
              <Label htmlFor="offer-currency">Currency</Label>
              <Input id="offer-currency" name="currency" defaultValue={company} maxLength={3} required />
            </div>
            <div className="space-y-1">
              <Label htmlFor="offer-unit">Unit</Label>
              <select id="offer-unit" name="unit" className={fieldClasses} defaultValue="kg">
                {RAW_MATERIAL_UNITS.map((unit) => (
                  <option key={unit}>{unit}</option>
                ))}
              </select>
            </div>
            <label className="col-span-2 flex items-center gap-2 text-sm">
              <input type="checkbox" name="preferred" /> Preferred
            </label>
            <div className="col-span-2 flex justify-end sm:col-span-3">
              <Button type="submit" disabled={add.isPending}>
                Add Offer
              </Button>
            </div>
            {error && (
              <p role="alert" className="col-span-full text-error-ink text-sm">
                {error}
              </p>
            )}
          </form>
        )}
        <PriceHistory ingredientId={rawMaterial?.id} open={!!current} currency={company} />
      </DialogContent>
    </Dialog>
  );
}
