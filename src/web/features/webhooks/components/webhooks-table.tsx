import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';

interface WebhooksTableProps {
  endpoints: WebhookEndpoint[] | undefined;
  isLoading: boolean;
  selectedId: string | null;
  onSelect: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

const PLACEHOLDER_ROWS = ['a', 'b', 'c'];

/** The registered endpoints: address, subscribed events, whether it is active; log, edit and delete per row. */
export function WebhooksTable({
  endpoints,
  isLoading,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
}: WebhooksTableProps) {
  return (
    <Table aria-label="Endpoints" aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          <TableHead>URL</TableHead>
          <TableHead>Events</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading
          ? PLACEHOLDER_ROWS.map((key) => (
              <TableRow key={key}>
                <TableCell colSpan={4}>
                  <Skeleton className="h-8 w-full" />
                </TableCell>
              </TableRow>
            ))
          : endpoints?.map((endpoint) => {
              const selected = endpoint.id === selectedId;
              return (
                <TableRow key={endpoint.id} data-state={selected ? 'selected' : undefined}>
                  <TableCell className="max-w-xs whitespace-normal font-medium">
                    <BreakableText text={endpoint.url} />
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <ul className="flex flex-wrap gap-1" aria-label="Events">
                      {endpoint.events.map((event) => (
                        <li key={event}>
                          <Badge variant="blue" className="font-mono">
                            {event}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell>
                    <Badge variant={endpoint.active ? 'green' : 'gray'}>
                      {endpoint.active ? 'Active' : 'Paused'}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Button
                      variant={selected ? 'secondary' : 'ghost'}
                      size="sm"
                      aria-label={`Deliveries of ${endpoint.url}`}
                      aria-pressed={selected}
                      onClick={() => onSelect(endpoint)}
                    >
                      <ListChecks aria-hidden="true" />
                      Deliveries
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${endpoint.url}`}
                      onClick={() => onEdit(endpoint)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${endpoint.url}`}
                      onClick={() => onDelete(endpoint)}
                    >
                      <Trash2 className="text-error-ink" aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
