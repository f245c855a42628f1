import type { Db } from '../../db/client.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import type { FormulationService } from '../formulations/service.ts';
import type { StabilityService } from '../lab/stability-service.ts';
import { type ContentsLoader, safetyTable } from './assessment.ts';
import type { AssessmentService } from './assessment-service.ts';
import type { EffectsService } from './effects-service.ts';
import { pifDocument } from './pif-document.ts';

interface Deps {
  db: Db;
  contents: ContentsLoader;
  formulations: Pick<FormulationService, 'get' | 'composition' | 'label'>;
  assessment: AssessmentService;
  effects: EffectsService;
  /** The lab's records of the formulation's batches (the lab module's). */
  stability: Pick<StabilityService, 'recordsOfFormulation'>;
  /** The platform's name, printed on every page. */
  brand: () => Promise<string>;
}

/**
 * The product information file (Reg. 1223/2009 Art. 11, Annex I), made on request as one PDF from the live data:
 * the same safety table, label and conclusions the screens show, and the lab's stability studies and challenge
 * tests of the formulation's batches (a section with nothing recorded says so).
 */
export function createPifService({
  db,
  contents,
  formulations,
  assessment,
  effects,
  stability,
  brand,
}: Deps) {
  return {
    async pdf(id: string) {
      // The formulation first: a missing one answers 404 before anything else is read.
      const detail = await formulations.get(id);
      const [table, composition, label, safety, review, reported, name, lab] = await Promise.all([
        safetyTable(db, contents, id),
        formulations.composition(id),
        formulations.label(id),
        assessment.safety(id),
        assessment.assessment(id),
        effects.list(id),
        brand(),
        stability.recordsOfFormulation(id),
      ]);
      const body = await renderPdf(
        pifDocument({
          brand: name,
          madeAt: new Date(),
          formulation: {
            ...detail,
            lines: detail.lines.map((line) => ({
              ingredientName: line.ingredientName,
              inciName: line.inciName,
              percent: line.concentration,
            })),
          },
          composition,
          category: table.category,
          safety,
          assessment: review,
          effects: reported,
          label,
          lab,
        }),
      );
      const fileName = `PIF ${detail.name} v${detail.version}.pdf`.replace(/[^\w. -]/g, '_');
      return { body, fileName };
    },
  };
}
export type PifService = ReturnType<typeof createPifService>;
