import { exactMean } from '../../../../domain/common/exact-mean.ts';
import { costSummary } from '../../../../domain/formulation/cost-summary.ts';
import { meanOfPresent } from '../../../../domain/sustainability/footprint.ts';
import type { Section } from '../report.ts';
import { formulationColumns, inPeriod, type ReportContext, type ReportTemplate } from './context.ts';
import {
  procedureColumns,
  procedureRows,
  specificationColumns,
  specificationRows,
} from './procedure-sections.ts';

async function formulationsInPeriod(context: ReportContext) {
  return (await context.sources.formulations.list({})).items.filter((row) => inPeriod(context, row));
}

/**
 * Formulations and Cost Analysis: the formulations of the period with their cost summary (batch size in weight
 * ounces, ADR 048); one file per template (ADR 004).
 */
export function formulationList(sectionName: string): ReportTemplate {
  return {
    count: async (context) => (await formulationsInPeriod(context)).length,
    async build(context) {
      const rows = await formulationsInPeriod(context);
      const summary = costSummary(rows);
      return {
        title: context.title,
        subtitle: context.subtitle,
        summary: [
          { label: 'Total Formulations', value: summary.count, format: 'int' },
          {
            label: 'Average Cost/Unit',
            value: exactMean(summary.sumCostPerUnit, summary.count, 2),
            format: 'money2',
          },
          { label: 'Total Batch Cost', value: summary.totalBatchCost, format: 'money2' },
          { label: 'Highest Cost/Unit', value: summary.highest?.costPerUnit ?? null, format: 'money2' },
          { label: 'Highest Cost Formulation', value: summary.highest?.name ?? '—' },
        ],
        sections: [{ name: sectionName, columns: formulationColumns, rows }],
      };
    },
  };
}

/**
 * Formulation Details: each formulation of the period, its lines (with their phase and the % entered), its
 * INCI declaration, its procedure and its specification.
 */
export const formulationDetail: ReportTemplate = {
  count: async (context) => (await formulationsInPeriod(context)).length,
  async build(context) {
    const list = await formulationsInPeriod(context);
    const lines: Record<string, unknown>[] = [];
    const inci: Record<string, unknown>[] = [];
    const steps: Record<string, unknown>[] = [];
    const targets: Record<string, unknown>[] = [];
    for (const item of list) {
      const detail = await context.sources.formulations.get(item.id);
      const formulation = `${detail.name} v${detail.version}`;
      for (const line of detail.lines)
        lines.push({ formulation, ...line, entered: line.qs ? 'q.s.' : line.percent });
      steps.push(...procedureRows(formulation, detail));
      targets.push(...specificationRows(formulation, detail));
      // The label's list from the substance content (docs/product-rules.md, "Substances and the label"), not from the raw-material lines.
      const label = await context.sources.formulations.label(item.id);
      inci.push({
        formulation,
        declaration: label.ingredientList,
        allergens: label.allergens
          .filter((allergen) => allergen.mustLabel)
          .map((allergen) => allergen.inciName),
        warnings: label.warnings.join(' '),
        missing: label.entries.filter((entry) => entry.missingInci).map((entry) => entry.name),
      });
    }
    const sections: Section[] = [
      { name: 'Formulations', columns: formulationColumns, rows: list },
      {
        name: 'Lines',
        columns: [
          { header: 'Formulation', key: 'formulation', width: 34 },
          { header: 'Ingredient', key: 'ingredientName', width: 28 },
          { header: 'INCI Name', key: 'inciName', width: 28 },
          { header: 'Phase', key: 'phase' },
          { header: '% Entered', key: 'entered' },
          { header: 'Ounces', key: 'ounces', format: 'decimal' },
          { header: 'Concentration (w/w)', key: 'concentration', format: 'percent2' },
          { header: 'Unit Cost', key: 'unitCost', format: 'money3' },
          { header: 'Unit', key: 'unit' },
          { header: 'Line Cost', key: 'cost', format: 'money3' },
        ],
        rows: lines,
      },
      {
        name: 'INCI Declarations',
        columns: [
          { header: 'Formulation', key: 'formulation', width: 34 },
          { header: 'Ingredient List (EU Art. 19(1)(g))', key: 'declaration', width: 100 },
          { header: 'Labelled Allergens', key: 'allergens', width: 30 },
          { header: 'Warnings', key: 'warnings', width: 40 },
          { header: 'Without Composition', key: 'missing', width: 30 },
        ],
        rows: inci,
      },
      { name: 'Procedure', columns: procedureColumns, rows: steps },
      { name: 'Specifications', columns: specificationColumns, rows: targets },
    ];
    return { title: context.title, subtitle: context.subtitle, sections };
  },
};

async function footprintsInPeriod(context: ReportContext) {
  return (await context.sources.formulations.footprints()).filter((row) =>
    inPeriod(context, row.formulation),
  );
}

/** Sustainability Report: natural origin, water and carbon of each formulation of the period. */
export const sustainabilityReport: ReportTemplate = {
  count: async (context) => (await footprintsInPeriod(context)).length,
  async build(context) {
    const rows = (await footprintsInPeriod(context)).map(({ formulation, footprint }) => ({
      name: `${formulation.name} v${formulation.version}`,
      productType: formulation.productType,
      naturalOrigin: footprint.naturalOriginPercent,
      water: footprint.waterPerUnit ?? 'No data yet',
      carbon: footprint.carbonPerUnit ?? 'No data yet',
      coverage: footprint.coverage.naturalOrigin,
    }));
    const average = meanOfPresent(rows.map((row) => row.naturalOrigin));
    return {
      title: context.title,
      subtitle: context.subtitle,
      summary: [
        {
          label: 'Portfolio natural origin content (ISO 16128)',
          value: average ?? 'No data yet',
          format: 'percent2',
        },
      ],
      sections: [
        {
          name: 'Formulation Footprints',
          columns: [
            { header: 'Formulation', key: 'name', width: 36 },
            { header: 'Product Type', key: 'productType', format: 'label' },
            { header: 'Natural Origin', key: 'naturalOrigin', format: 'percent2' },
            { header: 'Water L/unit', key: 'water', format: 'decimal' },
            { header: 'Carbon kg CO2e/unit', key: 'carbon', format: 'decimal' },
            { header: 'Data Coverage', key: 'coverage', format: 'percent2' },
          ],
          rows,
        },
      ],
    };
  },
};
