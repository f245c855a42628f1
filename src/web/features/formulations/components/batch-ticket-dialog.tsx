import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  batchSizeField,
  SIZE_MESSAGE,
  TICKET_UNITS,
  type TicketUnit,
} from '../../../../domain/formulation/batch-ticket.ts';
import { groupByPhase, phaseLabel, stepConditions } from '../../../../domain/formulation/procedure.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { readApiError } from '../../../lib/api.ts';
import { batchTicketPdfUrl, useBatchTicket } from '../api/get-batch-ticket.ts';
import { substancePercent } from '../lib/format.ts';

/**
 * "Batch Ticket" (ADR 050): the version scaled to a batch in kg, g or oz, by phase with the steps, and its PDF to
 * print. The figures are the server's, so the screen, the PDF and a lab batch made from it agree.
 */
export function BatchTicketDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const [size, setSize] = useState('2.5');
  const [unit, setUnit] = useState<TicketUnit>('kg');
  const valid = batchSizeField.safeParse(size).success;
  const ticket = useBatchTicket(id, size, unit, valid);
  const groups = ticket.data ? groupByPhase(ticket.data.phases, ticket.data.lines) : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Batch Ticket</DialogTitle>
          <DialogDescription>{name}: the weights of each line for the batch you make.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="ticket-size" label="Batch size" error={valid ? undefined : SIZE_MESSAGE}>
            {(control) => (
              <Input
                inputMode="decimal"
                value={size}
                onChange={(event) => setSize(event.target.value)}
                {...control}
              />
            )}
          </FormField>
          <FormField id="ticket-unit" label="Unit">
            {(control) => (
              <Select value={unit} onValueChange={(value) => setUnit(value as TicketUnit)}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TICKET_UNITS.map((u) => (
                    <SelectItem key={u} value={u}>
                      {u}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </div>
        {ticket.error && (
          <p className="text-error-ink text-sm">
            {readApiError(ticket.error, 'Failed to load the ticket').message}
          </p>
        )}
        {groups.map((group) => (
          <section key={group.phase?.code ?? 'none'} className="space-y-2">
            <h3 className="font-semibold">
              {group.phase ? `Phase ${phaseLabel(group.phase)}` : 'Without a phase'}
            </h3>
            <Table aria-label={group.phase ? `Phase ${group.phase.code} weights` : 'Weights without a phase'}>
              <TableHeader>
                <TableRow>
                  <TableHead>Raw material</TableHead>
                  <TableHead className="text-right">% w/w</TableHead>
                  <TableHead className="text-right">Weight ({unit})</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {group.lines.map((line) => (
                  <TableRow key={line.ingredientId + line.percent}>
                    <TableCell className="whitespace-normal">{line.name}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {substancePercent(line.percent)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{line.weight}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {group.phase && group.phase.steps.length > 0 && (
              <ol className="list-decimal pl-5 text-sm">
                {group.phase.steps.map((step, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the stored steps, in their order.
                  <li key={`${index}-${step.instruction}`}>
                    {step.instruction} {stepConditions(step) && `(${stepConditions(step)})`}
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
        {ticket.data && (
          <p className="font-medium text-sm" data-testid="ticket-total">
            Total {ticket.data.total} {unit}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {valid && (
            <Button asChild>
              <a href={batchTicketPdfUrl(id, size, unit)} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
