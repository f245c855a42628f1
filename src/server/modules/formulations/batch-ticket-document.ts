import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BatchTicket } from '../../../domain/formulation/batch-ticket.ts';
import { groupByPhase, phaseLabel, stepConditions } from '../../../domain/formulation/procedure.ts';
import { statusLabel } from '../../../domain/formulation/statuses.ts';
import { documentDefinition, heading, keyValues, table } from '../../pdf/layout.ts';

/**
 * The printable batch ticket (ADR 050): the particulars, then each phase with its raw materials to weigh (weight,
 * and blank columns for the actual weight, the lot and a tick) and its steps, then the signatures. The chemist
 * writes on it at the bench; the lab screen's weigh-off view is the same list on a tablet.
 */
export function batchTicketDocument(ticket: BatchTicket, brand: string, madeAt: Date): TDocumentDefinitions {
  const unit = ticket.unit;
  const groups = groupByPhase(ticket.phases, ticket.lines);
  const content: Content[] = [
    keyValues([
      ['Formulation', `${ticket.name} (version ${ticket.version})`],
      ['Status', statusLabel(ticket.status)],
      ['Batch size', `${ticket.size} ${unit}`],
      ['Lines', String(ticket.lines.length)],
    ]),
  ];
  for (const group of groups) {
    content.push(heading(group.phase ? `Phase ${phaseLabel(group.phase)}` : 'Without a phase', 2));
    content.push(
      table(
        [
          { header: 'Raw material', value: (line) => line.name, width: '*' },
          { header: '% w/w', value: (line) => line.percent, align: 'right' },
          { header: `Weight (${unit})`, value: (line) => line.weight, align: 'right' },
          { header: `Actual (${unit})`, value: () => '', width: 60 },
          { header: 'Lot', value: () => '', width: 60 },
          { header: 'Done', value: () => '\u2610', width: 28, align: 'center' },
        ],
        group.lines,
      ),
    );
    const steps = group.phase?.steps ?? [];
    if (steps.length) {
      content.push({
        ol: steps.map((step) => {
          const conditions = stepConditions(step);
          return conditions ? `${step.instruction} (${conditions})` : step.instruction;
        }),
        margin: [0, 0, 0, 8],
        fontSize: 9,
      });
    }
  }
  content.push({ text: `Total: ${ticket.total} ${unit}`, bold: true, margin: [0, 6, 0, 0] });
  content.push(
    heading('Signatures', 2),
    keyValues([
      ['Made by', '____________________   Date ____________'],
      ['Checked by', '____________________   Date ____________'],
    ]),
  );
  return documentDefinition({
    brand,
    title: 'Batch Ticket',
    subtitle: `${ticket.name} v${ticket.version} · ${ticket.size} ${unit}`,
    madeAt,
    content,
  });
}
