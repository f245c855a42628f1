import { toScale } from '../../../domain/formulation/cost.ts';
import { type ExchangeRateInput, exchangeRateInputSchema } from '../../../domain/supply/offer-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { applyPreferredCost, type Formulations, lockForCostChange, today } from './preferred-cost.ts';
import { createSupplyRepository } from './repository.ts';

const toRateDto = (row: {
  id: string;
  currency: string;
  rate: string;
  validFrom: string;
  createdAt: Date;
}) => ({
  id: row.id,
  currency: row.currency,
  rate: row.rate,
  validFrom: row.validFrom,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Dated exchange rates into the company currency (ADR 062). A rate in force from today or earlier reprices every
 * raw material whose preferred offer is in that currency, and recomputes their formulations, in the same
 * transaction; a rate dated ahead reprices on its day, by the daily `rates_in_force` job (ADR 062).
 */
export function createRateService({
  db,
  formulations,
  companyCurrency,
}: {
  db: Db;
  formulations: Formulations;
  companyCurrency: () => Promise<string>;
}) {
  async function insert(tx: Executor, input: ExchangeRateInput, actor: Actor, company: string) {
    if (input.currency === company) {
      const message = `${company} is the company currency: it converts at 1`;
      throw badRequest(message, { currency: [message] });
    }
    const row = await createSupplyRepository(tx).insertRate({
      currency: input.currency,
      rate: toScale(input.rate, 8),
      validFrom: input.validFrom,
      createdBy: actor.userId,
    });
    return row;
  }
  const taken = (input: ExchangeRateInput) => `${input.currency} already has a rate from ${input.validFrom}`;

  /** Every raw material preferring these currencies priced again at the rates in force today. */
  async function reprice(tx: Executor, currencies: string[], actor: Actor, company: string) {
    let recomputed = 0;
    for (const currency of currencies) {
      const ids = await createSupplyRepository(tx).rawMaterialsPreferring(currency);
      for (const id of ids) {
        await lockForCostChange(tx, formulations, id);
        const result = await applyPreferredCost(
          tx,
          { formulations, companyCurrency: company },
          id,
          actor,
          `${currency} rate changed`,
        );
        recomputed += result.recomputedFormulations;
      }
    }
    return recomputed;
  }

  return {
    async list() {
      return (await createSupplyRepository(db).rates()).map(toRateDto);
    },

    async create(input: ExchangeRateInput, actor: Actor) {
      const company = await companyCurrency();
      return db.transaction(async (tx) => {
        const row = await insert(tx, input, actor, company);
        if (!row) throw conflict(taken(input));
        const recomputedFormulations =
          input.validFrom <= today() ? await reprice(tx, [input.currency], actor, company) : 0;
        await recordActivity(tx, actor, {
          action: 'exchange_rate_create',
          entityType: 'exchange_rate',
          entityId: row.id,
          description: `Added the ${row.currency} rate ${row.rate} ${company} from ${row.validFrom}`,
        });
        return { ...toRateDto(row), recomputedFormulations };
      });
    },

    /**
     * The daily `rates_in_force` job: the raw materials preferring a currency whose rate starts on `day` are priced
     * again, and their formulations recomputed, as when the rate was entered for today. Costs convert at the
     * rates in force on the server's today, so a run for a day still ahead changes nothing.
     */
    async bringIntoForce(day: string) {
      const currencies = await createSupplyRepository(db).currenciesWithRateFrom(day);
      if (currencies.length === 0 || day > today()) return { currencies: [], recomputedFormulations: 0 };
      const company = await companyCurrency();
      const recomputedFormulations = await db.transaction((tx) =>
        reprice(tx, currencies, { userId: null }, company),
      );
      return { currencies, recomputedFormulations };
    },

    /** Columns currency, rate, validFrom; a bad row is reported, the good ones are kept. */
    async importFile({ source, records }: ImportFile, actor: Actor) {
      const company = await companyCurrency();
      const rejected: { row: number; name: string; errors: string[] }[] = [];
      const accepted: ExchangeRateInput[] = [];
      const acceptedRows: number[] = [];
      for (const { rowNumber, values } of records) {
        const parsed = exchangeRateInputSchema.safeParse({
          currency: values.currency ?? '',
          rate: values.rate ?? '',
          validFrom: values.validfrom ?? values.date ?? '',
        });
        if (parsed.success) {
          accepted.push(parsed.data);
          acceptedRows.push(rowNumber);
        } else
          rejected.push({
            row: rowNumber,
            name: values.currency ?? '',
            errors: parsed.error.issues.map((issue) => issue.message),
          });
      }
      return db.transaction(async (tx) => {
        let count = 0;
        for (const [index, input] of accepted.entries()) {
          if (await insert(tx, input, actor, company)) count++;
          else rejected.push({ row: acceptedRows[index]!, name: input.currency, errors: [taken(input)] });
        }
        const current = [...new Set(accepted.filter((r) => r.validFrom <= today()).map((r) => r.currency))];
        await reprice(tx, current, actor, company);
        if (count)
          await recordActivity(tx, actor, {
            action: 'exchange_rate_import',
            entityType: 'exchange_rate',
            description: `Imported ${count} exchange rate(s) from ${source}`,
          });
        // In the file's order, as the other imports report them.
        return { accepted: count, rejected: rejected.sort((a, b) => a.row - b.row) };
      });
    },
  };
}
export type RateService = ReturnType<typeof createRateService>;
