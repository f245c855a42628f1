import { useQuery } from '@tanstack/react-query';
import type { BatchTicket, TicketUnit } from '../../../../domain/formulation/batch-ticket.ts';

/** GET /api/formulations/:id/batch-ticket?size=&unit=: the recipe scaled to a batch (ADR 050). */
export const batchTicketKey = (id: string, size: string, unit: TicketUnit) =>
  ['/api/formulations', id, 'batch-ticket', { size, unit }] as const;

export function useBatchTicket(id: string, size: string, unit: TicketUnit, enabled: boolean) {
  return useQuery<BatchTicket>({ queryKey: batchTicketKey(id, size, unit), enabled });
}

/** The printable PDF of the same ticket: a plain link the browser downloads with the session cookie. */
export const batchTicketPdfUrl = (id: string, size: string, unit: TicketUnit) =>
  `/api/formulations/${id}/batch-ticket?${new URLSearchParams({ size, unit, format: 'pdf' })}`;
