import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';

interface WebhooksTableProps {
  endpoints: WebhookEndpoint[] | undefined;
  isLoading: boolean;
  selectedId: string | null;
  onSelect: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The registered endpoints: address, subscribed events, whether it is active; log, edit and delete per row. */
export function WebhooksTable({ endpoints, isLoading, selectedId, ...actions }: WebhooksTableProps) {
  return (
    <DataTable
      aria-label="Endpoints"
      rows={isLoading ? undefined : (endpoints ?? [])}
      busy={isLoading}
      columns={columns(selectedId, actions)}
      rowKey={(endpoint) => endpoint.id}
      selectedKey={selectedId}
      skeletonRows={3}
      rowSkeleton="h-8 w-full"
      tintHeaderOnHover
    />
  );
}

function columns(
  selectedId: string | null,
  { onSelect, onEdit, onDelete }: Pick<WebhooksTableProps, 'onSelect' | 'onEdit' | 'onDelete'>,
): DataColumn<WebhookEndpoint>[] {
  return [
    {
      id: 'url',
      header: 'URL',
      cellClassName: 'max-w-xs whitespace-normal font-medium',
      cell: (endpoint) => <BreakableText text={endpoint.url} />,
    },
    {
      id: 'events',
      header: 'Events',
      cellClassName: 'whitespace-normal',
      cell: (endpoint) => (
        <ul className="flex flex-wrap gap-1" aria-label="Events">
          {endpoint.events.map((event) => (
            <li key={event}>
              <Badge variant="blue" className="font-mono">
                {event}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (endpoint) => (
        <Badge variant={endpoint.active ? 'green' : 'gray'}>{endpoint.active ? 'Active' : 'Paused'}</Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      headClassName: 'text-right',
      cellClassName: 'whitespace-nowrap text-right',
      cell: (endpoint) => {
        const selected = endpoint.id === selectedId;
        return (
          <>
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
            <IconButton icon={Pencil} aria-label={`Edit ${endpoint.url}`} onClick={() => onEdit(endpoint)} />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${endpoint.url}`}
              onClick={() => onDelete(endpoint)}
            >
              <Trash2 className="text-error-ink" aria-hidden="true" />
            </Button>
          </>
        );
      },
    },
  ];
}
