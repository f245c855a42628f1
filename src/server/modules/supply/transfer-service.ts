import { toCompanyCurrency } from '../../../domain/supply/currency.ts';
import { type OfferInput, offerInputSchema } from '../../../domain/supply/offer-schema.ts';
import type { Db } from '../../db/client.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { CONTENT_TYPES, render } from '../exports/render.ts';
import type { Report } from '../exports/report.ts';
import { offerColumns } from './offers-service.ts';
import { applyPreferredCost, type Formulations, lockForCostChange, today } from './preferred-cost.ts';
import { createSupplyRepository } from './repository.ts';
import { createTransferRepository } from './transfer-repository.ts';

type Rejected = { row: number; name: string; errors: string[] };

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** The offer sheet's columns: its headers read back by the import (headerKey: "Raw Material" is rawmaterial). */
const OFFER_COLUMNS = [
  { header: 'Raw Material', key: 'ingredientName', width: 30 },
  { header: 'Supplier', key: 'supplierName', width: 24 },
  { header: 'Supplier Product Name', key: 'supplierProductName', width: 30 },
  { header: 'Supplier Code', key: 'supplierCode' },
  { header: 'Price', key: 'price', format: 'decimal' as const },
  { header: 'Currency', key: 'currency' },
  { header: 'Unit', key: 'unit' },
  { header: 'Pack Size', key: 'packSize', format: 'decimal' as const },
  { header: 'MOQ', key: 'moq', format: 'decimal' as const },
  { header: 'Lead Time Days', key: 'leadTimeDays', format: 'int' as const },
  { header: 'Valid From', key: 'validFrom', format: 'date' as const },
  { header: 'Valid To', key: 'validTo', format: 'date' as const },
  { header: 'Preferred', key: 'preferred' },
];

const csvFile = async (name: string, report: Report) => ({
  body: await render('csv', report),
  contentType: CONTENT_TYPES.csv,
  fileName: `${name}-${today()}.csv`,
});

/**
 * Offers and exchange rates as spreadsheets (ADR 061, ADR 062): exported as CSV with the headers the imports read,
 * imported from CSV or Excel through the one import reader (its limits, ADR 027) with a report per row; a bad row
 * is reported, the good ones are kept. An imported preferred offer drives its raw material's cost as the form's.
 */
export function createSupplyTransfer({
  db,
  formulations,
  companyCurrency,
}: {
  db: Db;
  formulations: Formulations;
  companyCurrency: () => Promise<string>;
}) {
  const read = createTransferRepository(db);

  /** Each record's raw material and supplier ids from their names (or the raw material's id). */
  async function resolveNames(records: ImportFile['records']) {
    const lower = (value: string | undefined) => (value ?? '').trim().toLowerCase();
    const ingredientNames = [
      ...new Set(records.map((r) => lower(r.values.rawmaterial ?? r.values.ingredient))),
    ];
    const supplierNames = [...new Set(records.map((r) => lower(r.values.supplier)))].filter(Boolean);
    const ids = [...new Set(records.map((r) => r.values.ingredientid ?? '').filter(isUuid))];
    const byName = new Map<string, string[]>();
    for (const row of await read.rawMaterialsNamed(ingredientNames.filter(Boolean)))
      byName.set(row.key, [...(byName.get(row.key) ?? []), row.id]);
    const suppliersByName = new Map<string, string[]>();
    for (const row of await read.suppliersNamed(supplierNames))
      suppliersByName.set(row.key, [...(suppliersByName.get(row.key) ?? []), row.id]);
    const known = new Set((await read.rawMaterialsWithIds(ids)).map((row) => row.id));
    return { lower, byName, suppliersByName, known };
  }

  /** One record to an offer input, or the row's errors. */
  function parseRecord(
    values: Record<string, string>,
    names: Awaited<ReturnType<typeof resolveNames>>,
  ): { ingredientId: string; input: OfferInput } | { errors: string[] } {
    const errors: string[] = [];
    const name = values.rawmaterial ?? values.ingredient ?? '';
    let ingredientId: string | undefined;
    if (values.ingredientid) {
      if (names.known.has(values.ingredientid)) ingredientId = values.ingredientid;
      else errors.push(`Raw material ${values.ingredientid} not found`);
    } else if (!name) errors.push('Raw material is required');
    else {
      const found = names.byName.get(names.lower(name)) ?? [];
      if (found.length === 1) ingredientId = found[0];
      else if (found.length === 0) errors.push(`Raw material "${name}" not found`);
      else errors.push(`Several raw materials are named "${name}": give its ingredientId instead`);
    }
    let supplierId: string | null = null;
    if (values.supplier) {
      const found = names.suppliersByName.get(names.lower(values.supplier)) ?? [];
      if (found.length === 1) supplierId = found[0]!;
      else if (found.length === 0) errors.push(`Supplier "${values.supplier}" not found`);
      else errors.push(`Several suppliers are named "${values.supplier}"`);
    }
    const preferredText = (values.preferred ?? '').toLowerCase();
    if (!YES.has(preferredText) && !NO.has(preferredText)) errors.push('Preferred must be yes or no');
    const parsed = offerInputSchema.safeParse({
      supplierId,
      supplierProductName: values.supplierproductname ?? '',
      supplierCode: values.suppliercode ?? '',
      price: values.price ?? '',
      currency: values.currency ?? '',
      unit: values.unit ?? '',
      packSize: values.packsize ?? '',
      moq: values.moq ?? '',
      leadTimeDays: values.leadtimedays ?? '',
      validFrom: values.validfrom ?? '',
      validTo: values.validto ?? '',
      preferred: YES.has(preferredText),
    });
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message));
    return errors.length || !parsed.success || !ingredientId
      ? { errors }
      : { ingredientId, input: parsed.data };
  }

  return {
    async exportRates() {
      const rows = await read.allRates();
      return csvFile('exchange-rates', {
        title: 'Exchange Rates',
        subtitle: `Into ${await companyCurrency()}`,
        sections: [
          {
            name: 'Exchange Rates',
            columns: [
              { header: 'Currency', key: 'currency' },
              { header: 'Rate', key: 'rate', format: 'decimal' },
              { header: 'Valid From', key: 'validFrom', format: 'date' },
            ],
            rows,
          },
        ],
      });
    },

    async exportOffers() {
      const rows = await read.allOffers();
      return csvFile('offers', {
        title: 'Offers',
        subtitle: 'Every raw material offer',
        sections: [
          {
            name: 'Offers',
            columns: OFFER_COLUMNS,
            rows: rows.map((row) => ({ ...row, preferred: row.preferred ? 'Yes' : 'No' })),
          },
        ],
      });
    },

    /**
     * Columns Raw Material (or ingredientId), Supplier, Supplier Product Name, Supplier Code, Price, Currency,
     * Unit, Pack Size, MOQ, Lead Time Days, Valid From, Valid To, Preferred: the export's.
     */
    async importOffers({ source, records }: ImportFile, actor: Actor) {
      const company = await companyCurrency();
      const names = await resolveNames(records);
      const rejected: Rejected[] = [];
      const accepted: { row: number; name: string; ingredientId: string; input: OfferInput }[] = [];
      for (const { rowNumber, values } of records) {
        const name = values.rawmaterial ?? values.ingredient ?? values.ingredientid ?? '';
        const result = parseRecord(values, names);
        if ('errors' in result) rejected.push({ row: rowNumber, name, errors: result.errors });
        else accepted.push({ row: rowNumber, name, ...result });
      }
      // A preferred offer drives the cost: its currency needs a rate in force today (the form's 400, per row).
      const rates = await createSupplyRepository(db).rates();
      const priced = accepted.filter((item) => {
        if (!item.input.preferred) return true;
        if (toCompanyCurrency('1', item.input.currency, rates, today(), company) !== null) return true;
        rejected.push({
          row: item.row,
          name: item.name,
          errors: [`No exchange rate for ${item.input.currency} in force on ${today()}: add one first`],
        });
        return false;
      });
      // Raw material by raw material, in id order: the locks are always taken in one order.
      priced.sort((a, b) => a.ingredientId.localeCompare(b.ingredientId) || a.row - b.row);
      const count = await db.transaction(async (tx) => {
        const repo = createSupplyRepository(tx);
        const deps = { formulations, companyCurrency: company };
        for (const { ingredientId, input } of priced) {
          await lockForCostChange(tx, formulations, ingredientId);
          // The first offer of a raw material is its preferred one, as with the form.
          const preferred = input.preferred || (await repo.offers(ingredientId)).length === 0;
          if (preferred) await repo.clearPreferred(ingredientId);
          await repo.insertOffer({ ...offerColumns(input), ingredientId, preferred });
          if (preferred) await applyPreferredCost(tx, deps, ingredientId, actor, 'Preferred offer imported');
        }
        if (priced.length) {
          await recordActivity(tx, actor, {
            action: 'ingredient_offer_import',
            entityType: 'ingredient',
            description: `Imported ${priced.length} offer(s) from ${source}`,
          });
          await publishEvent(tx, 'ingredients', null);
        }
        return priced.length;
      });
      return { accepted: count, rejected: rejected.sort((a, b) => a.row - b.row) };
    },
  };
}
export type SupplyTransfer = ReturnType<typeof createSupplyTransfer>;
