import { toScale } from '../../../domain/formulation/cost.ts';
import {
  type Supplier,
  type SupplierInput,
  supplierInputSchema,
} from '../../../domain/supplier/supplier-schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { createSupplierRepository, type SupplierFilter, type SupplierRow } from './repository.ts';

export function toSupplierDto(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    country: row.country,
    website: row.website,
    rating: row.rating,
    certifications: row.certifications,
    sustainabilityScore: row.sustainabilityScore,
    leadTimedays: row.leadTimeDays,
    minimumOrderValue: row.minimumOrderValue,
    ingredientCount: row.ingredientCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: SupplierInput) {
  return {
    name: input.name,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    address: input.address,
    country: input.country,
    website: input.website,
    rating: toScale(input.rating, 1),
    certifications: input.certifications,
    sustainabilityScore: input.sustainabilityScore,
    leadTimeDays: input.leadTimedays,
    minimumOrderValue: toScale(input.minimumOrderValue, 2),
  };
}

/** CSV columns to form fields; certifications are separated by semicolons. */
function csvInput(values: Record<string, string>) {
  const pick = (...keys: string[]) =>
    keys.map((key) => values[key]).find((value) => value !== undefined && value !== '');
  return {
    name: pick('name'),
    contactEmail: pick('contactemail', 'email'),
    contactPhone: pick('contactphone', 'phone'),
    address: pick('address'),
    country: pick('country'),
    website: pick('website', 'url'),
    rating: pick('rating'),
    certifications: (pick('certifications') ?? '')
      .split(';')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
    sustainabilityScore: pick('sustainabilityscore', 'sustainability'),
    leadTimedays: pick('leadtimedays', 'leadtime'),
    minimumOrderValue: pick('minimumordervalue', 'minimumorder'),
  };
}

export function createSupplierService({ db }: { db: Db }) {
  const read = createSupplierRepository(db);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Supplier');
    return toSupplierDto(row);
  }

  return {
    async list(filter: SupplierFilter) {
      const { rows, total } = await read.list(filter);
      return { items: rows.map(toSupplierDto), total };
    },

    get,

    async create(input: SupplierInput, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const row = await createSupplierRepository(tx).insert(columns(input));
        await recordActivity(tx, actor, {
          action: 'supplier_create',
          entityType: 'supplier',
          entityId: row.id,
          description: `Added supplier "${input.name}"`,
        });
        await publishEvent(tx, 'suppliers', row.id);
        return row.id;
      });
      return get(id);
    },

    async update(id: string, input: SupplierInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Supplier');
      await db.transaction(async (tx) => {
        const repo = createSupplierRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Supplier');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision || !(await repo.update(id, input.revision, columns(input)))) {
          throw staleRevision();
        }
        await recordActivity(tx, actor, {
          action: 'supplier_update',
          entityType: 'supplier',
          entityId: id,
          description: `Updated supplier "${input.name}"`,
        });
        await publishEvent(tx, 'suppliers', id);
      });
      return get(id);
    },

    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Supplier');
      await db.transaction(async (tx) => {
        const repo = createSupplierRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Supplier');
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'supplier_delete',
          entityType: 'supplier',
          entityId: id,
          description: `Deleted supplier "${current.name}"${current.ingredientCount ? `; ${current.ingredientCount} ingredient(s) now have no supplier` : ''}`,
        });
        await publishEvent(tx, 'suppliers', id);
        if (current.ingredientCount) await publishEvent(tx, 'ingredients', null);
      });
    },

    async importFile({ source, records }: ImportFile, actor: Actor) {
      const accepted: SupplierInput[] = [];
      const rejected: { row: number; name: string; errors: string[] }[] = [];
      for (const record of records) {
        const parsed = supplierInputSchema.safeParse(csvInput(record.values));
        if (parsed.success) accepted.push(parsed.data);
        else
          rejected.push({
            row: record.rowNumber,
            name: record.values.name ?? '',
            errors: parsed.error.issues.map((i) => i.message),
          });
      }
      const created = await db.transaction(async (tx) => {
        const rows = await createSupplierRepository(tx).insertMany(accepted.map(columns));
        if (rows.length) {
          await recordActivity(tx, actor, {
            action: 'supplier_import',
            entityType: 'supplier',
            description: `Imported ${rows.length} supplier(s) from ${source}${rejected.length ? `, ${rejected.length} row(s) rejected` : ''}`,
          });
          await publishEvent(tx, 'suppliers', null);
        }
        return rows.length;
      });
      return { accepted: created, rejected };
    },
  };
}
export type SupplierService = ReturnType<typeof createSupplierService>;
