import {
  type BatchTicket,
  scaleRecipe,
  type TicketUnit,
  UNIT_DECIMALS,
} from '../../../domain/formulation/batch-ticket.ts';
import { toScale } from '../../../domain/formulation/cost.ts';
import type { FormulationDetail } from '../../../domain/formulation/formulation.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { batchTicketDocument } from './batch-ticket-document.ts';

/** A version's recipe scaled to a batch (docs/glossary.md, "Batch ticket"). */
export function batchTicketOf(formulation: FormulationDetail, size: number, unit: TicketUnit): BatchTicket {
  const scaled = scaleRecipe(
    formulation.lines.map((line) => ({
      ingredientId: line.ingredientId,
      name: line.ingredientName,
      phase: line.phase,
      ounces: line.ounces,
      qs: line.qs,
    })),
    size,
    unit,
  );
  return {
    formulationId: formulation.id,
    name: formulation.name,
    version: formulation.version,
    status: formulation.status,
    size: toScale(size, UNIT_DECIMALS[unit]),
    unit,
    total: scaled.total,
    lines: scaled.lines,
    phases: formulation.phases,
  };
}

/** The batch ticket as JSON and as a printable PDF, from the formulation as it is now. */
export function createBatchTicketService({
  formulation,
  brand,
}: {
  formulation: (id: string) => Promise<FormulationDetail>;
  /** The company's name for the document's header. */
  brand: () => Promise<string>;
}) {
  return {
    async ticket(id: string, size: number, unit: TicketUnit) {
      return batchTicketOf(await formulation(id), size, unit);
    },

    async pdf(id: string, size: number, unit: TicketUnit) {
      const ticket = batchTicketOf(await formulation(id), size, unit);
      const body = await renderPdf(batchTicketDocument(ticket, await brand(), new Date()));
      const slug =
        ticket.name
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'formulation';
      return {
        body,
        contentType: 'application/pdf',
        fileName: `batch-ticket-${slug}-v${ticket.version}-${ticket.size}${unit}.pdf`,
      };
    },
  };
}
export type BatchTicketService = ReturnType<typeof createBatchTicketService>;
