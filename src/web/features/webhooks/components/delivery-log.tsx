import { RotateCw, Send } from 'lucide-react';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../domain/integrations/webhooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
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
          <Table aria-label="Deliveries" aria-busy={isLoading}>
            <TableHeader>
              <TableRow>
                <TableHead>Event</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Attempts</TableHead>
                <TableHead>Last Answer</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isLoading ? (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Skeleton className="h-8 w-full" />
                  </TableCell>
                </TableRow>
              ) : (
                deliveries?.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    delivery={delivery}
                    resending={resend.isPending && resend.variables === delivery.id}
                    onResend={() => void onResend(delivery)}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function DeliveryRow({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const status = DELIVERY_STATUS_BADGE[delivery.status];
  const answer = lastAnswer(delivery);
  return (
    <TableRow>
      <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
      <TableCell>
        <Time value={delivery.createdAt} />
      </TableCell>
      <TableCell className="whitespace-normal">
        <Badge variant={status.variant}>{status.label}</Badge>
        {delivery.nextAttemptAt && delivery.attempts.length > 0 && (
          <p className="mt-1 text-muted-foreground text-xs">
            Next attempt <Time value={delivery.nextAttemptAt} />
          </p>
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{delivery.attempts.length}</TableCell>
      <TableCell className="max-w-xs whitespace-normal">
        {answer ? (
          <>
            <span className="break-words">{answer.text}</span>
            <span className="block text-muted-foreground text-xs">
              <Time value={answer.at} />
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">Not sent yet</span>
        )}
      </TableCell>
      <TableCell className="text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={resending}
          aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
          onClick={onResend}
        >
          <RotateCw aria-hidden="true" />
          Resend
        </Button>
      </TableCell>
    </TableRow>
  );
}
