import { toScale } from '../../../../domain/formulation/cost.ts';
import type { ReportTemplate } from './context.ts';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The substance catalogue as it is now (master data: the date range does not apply), A to Z. */
export const substanceList: ReportTemplate = {
  count: async ({ sources }) => (await sources.substances.list({ limit: 1 })).total,
  async build({ sources, title, subtitle }) {
    const rows = (await sources.substances.list({ sort: 'inciName' })).items;
    return {
      title,
      subtitle,
      sections: [
        {
          name: 'Substances',
          columns: [
            { header: 'INCI Name', key: 'inciName', width: 34 },
            { header: 'CAS Numbers', key: 'casNumbers', width: 22 },
            { header: 'EC Number', key: 'ecNumber', width: 14 },
            { header: 'Synonyms', key: 'synonyms', width: 34 },
            { header: 'Functions', key: 'functions', format: 'label', width: 28 },
            { header: 'Allergen', key: 'allergen' },
            { header: 'Fragrance', key: 'fragrance' },
            { header: 'Colour Index', key: 'colourIndex' },
            { header: 'Nano', key: 'nano' },
            { header: 'Natural Origin Index', key: 'naturalOriginIndex', format: 'decimal' },
            { header: 'Counts As', key: 'countsAs', width: 34 },
            { header: 'Annex Entry', key: 'annexEntry', width: 24 },
            { header: 'Used By (raw materials)', key: 'usageCount', format: 'int' },
          ],
          rows: rows.map((row) => ({
            ...row,
            casNumbers: row.casNumbers.join('; '),
            synonyms: row.synonyms.join('; '),
            allergen: yesNo(row.allergen),
            fragrance: yesNo(row.fragrance),
            nano: yesNo(row.nano),
            // "Retinol x 0.546": the factor as the catalogue holds it, without trailing zeros.
            countsAs: row.countsAs
              .map((link) => `${link.inciName} x ${toScale(link.factor, 6).replace(/\.?0+$/, '')}`)
              .join('; '),
          })),
        },
      ],
    };
  },
};
