import { SAFETY_STATUS_LABELS } from '../../../../domain/safety/constants.ts';
import { inPeriod, type ReportContext, type ReportTemplate } from './context.ts';

async function formulationsInPeriod(context: ReportContext) {
  return (await context.sources.formulations.list({})).items.filter((row) => inPeriod(context, row));
}

/**
 * Safety Assessment: for each formulation of the period, every assessed substance's margin of safety with its
 * inputs (ADR 052), as the Safety tab shows it, read together for all of them.
 */
export const safetyAssessmentReport: ReportTemplate = {
  count: async (context) => (await formulationsInPeriod(context)).length,
  async build(context) {
    const list = await formulationsInPeriod(context);
    const names = new Map(list.map((row) => [row.id, `${row.name} v${row.version}`]));
    const tables = await context.sources.safety.tables(list.map((row) => row.id));
    const rows = tables.flatMap((table) =>
      table.rows.map((row) => ({
        formulation: names.get(table.id),
        category: table.category.label,
        relativeDailyExposure: table.category.relativeDailyExposure,
        substance: row.inciName,
        percent: row.percent,
        dermalAbsorption: `${row.dermalAbsorption}${row.dermalAbsorptionDefaulted ? ' (default)' : ''}`,
        pointOfDeparture: row.pointOfDeparture ?? 'Data missing',
        sed: row.sed,
        mos: row.mos ?? '',
        threshold: row.threshold,
        status: SAFETY_STATUS_LABELS[row.status],
      })),
    );
    return {
      title: context.title,
      subtitle: context.subtitle,
      sections: [
        {
          name: 'Margins of Safety',
          columns: [
            { header: 'Formulation', key: 'formulation', width: 34 },
            { header: 'Exposure Category', key: 'category', width: 22 },
            { header: 'Relative Daily Exposure (mg/kg bw/day)', key: 'relativeDailyExposure' },
            { header: 'Substance', key: 'substance', width: 30 },
            { header: '% w/w', key: 'percent' },
            { header: 'Dermal Absorption (%)', key: 'dermalAbsorption' },
            { header: 'Point of Departure (mg/kg bw/day)', key: 'pointOfDeparture' },
            { header: 'SED (mg/kg bw/day)', key: 'sed' },
            { header: 'MoS', key: 'mos' },
            { header: 'Threshold', key: 'threshold' },
            { header: 'Status', key: 'status' },
          ],
          rows,
        },
      ],
    };
  },
};
