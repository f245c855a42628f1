import { RotateCw, Send } from 'lucide-react';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeliveries } from '../api/get-deliveries.ts';
import { useResendDelivery } from '../api/webhook-mutations.ts';
import { DELIVERY_STATUS_BADGE, lastAnswer } from '../lib/delivery-display.ts';

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

/** The endpoint's newest deliveries: what was sent, how it went, and "Resend" for each. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { data: deliveries, isLoading, isError } = useDeliveries(endpoint.id);
  const resend = useResendDelivery(endpoint.id);

  async function onResend(delivery: WebhookDelivery) {
    try {
      await resend.mutateAsync(delivery.id);
      toast({ title: 'Success', description: 'Delivery queued to be sent again' });
    } catch (error) {
      notifyError(error, 'Failed to resend delivery');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Delivery Log</CardTitle>
        <CardDescription>
          <BreakableText text={endpoint.url} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-error-ink text-sm">Unable to load deliveries</p>
        ) : !isLoading && !deliveries?.length ? (
          <EmptyState
            icon={<Send />}
            title="No deliveries yet"
            description="A change to a subscribed event is sent here and listed with its answer."
          />
        ) : (
          <DataTable
            aria-label="Deliveries"
            rows={isLoading ? undefined : deliveries}
            columns={deliveryColumns({
              resendingId: resend.isPending ? resend.variables : undefined,
              onResend: (delivery) => void onResend(delivery),
            })}
            rowKey={(delivery) => delivery.id}
            skeletonRows={1}
            rowSkeleton="h-8 w-full"
            tintHeaderOnHover
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The log's columns; a row's Resend is disabled while its own resend is on its way. */
function deliveryColumns({
  resendingId,
  onResend,
}: {
  resendingId: string | undefined;
  onResend: (delivery: WebhookDelivery) => void;
}): DataColumn<WebhookDelivery>[] {
  return [
    {
      id: 'event',
      header: 'Event',
      cellClassName: 'font-mono text-xs',
      cell: (delivery) => delivery.eventType,
    },
    { id: 'created', header: 'Created', cell: (delivery) => <Time value={delivery.createdAt} /> },
    {
      id: 'status',
      header: 'Status',
      cellClassName: 'whitespace-normal',
      cell: (delivery) => {
        const status = DELIVERY_STATUS_BADGE[delivery.status];
        return (
          <>
            <Badge variant={status.variant}>{status.label}</Badge>
            {delivery.nextAttemptAt && delivery.attempts.length > 0 && (
              <p className="mt-1 text-muted-foreground text-xs">
                Next attempt <Time value={delivery.nextAttemptAt} />
              </p>
            )}
          </>
        );
      },
    },
    {
      id: 'attempts',
      header: 'Attempts',
      headClassName: 'text-right',
      cellClassName: 'text-right tabular-nums',
      cell: (delivery) => delivery.attempts.length,
    },
    {
      id: 'answer',
      header: 'Last Answer',
      cellClassName: 'max-w-xs whitespace-normal',
      cell: (delivery) => {
        const answer = lastAnswer(delivery);
        return answer ? (
          <>
            <span className="break-words">{answer.text}</span>
            <span className="block text-muted-foreground text-xs">
              <Time value={answer.at} />
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">Not sent yet</span>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (delivery) => (
        <Button
          variant="outline"
          size="sm"
          disabled={resendingId === delivery.id}
          aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
          onClick={() => onResend(delivery)}
        >
          <RotateCw aria-hidden="true" />
          Resend
        </Button>
      ),
    },
  ];
}
