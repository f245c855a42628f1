import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import type { WebhookEndpoint } from '../../domain/integrations/webhooks.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useWebhooks } from '../features/webhooks/api/get-webhooks.ts';
import { DeliveryLog } from '../features/webhooks/components/delivery-log.tsx';
import { DeleteWebhookDialog, WebhookFormDialog } from '../features/webhooks/components/lazy-dialogs.ts';
import { WebhooksTable } from '../features/webhooks/components/webhooks-table.tsx';

/** Webhooks (ADR 019): the endpoints that hear about changes, and each one's delivery log. */
export function WebhooksPage() {
  const { data: endpoints, isLoading, isError } = useWebhooks();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | undefined>();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The log follows the list, so an edit shows there at once.
  const selected = endpoints?.find((endpoint) => endpoint.id === selectedId);

  const openForm = (endpoint?: WebhookEndpoint) => {
    setEditing(endpoint);
    setFormOpen(true);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Webhooks"
        description="Send signed notifications of formulation, price and compliance changes to other systems."
        actions={
          <Button onClick={() => openForm()}>
            <Plus aria-hidden="true" />
            Add Endpoint
          </Button>
        }
      />
      <Card>
        <CardContent>
          {isError ? (
            <p className="text-error-ink text-sm">Unable to load endpoints</p>
          ) : !isLoading && !endpoints?.length ? (
            <EmptyState
              icon={<Webhook />}
              title="No endpoints yet"
              description="Add an endpoint to have changes POSTed to it as they commit."
            />
          ) : (
            <WebhooksTable
              endpoints={endpoints}
              isLoading={isLoading}
              selectedId={selected?.id ?? null}
              onSelect={(endpoint) => setSelectedId(endpoint.id)}
              onEdit={openForm}
              onDelete={setDeleting}
            />
          )}
        </CardContent>
      </Card>
      {selected && <DeliveryLog endpoint={selected} />}
      <WebhookFormDialog open={formOpen} onOpenChange={setFormOpen} endpoint={editing} />
      <DeleteWebhookDialog
        endpoint={deleting}
        onDeleting={(endpoint) => {
          if (endpoint.id === selectedId) setSelectedId(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
