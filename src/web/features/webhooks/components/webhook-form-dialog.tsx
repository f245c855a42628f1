import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type WebhookEndpoint,
  type WebhookInput,
  type WebhookUpdate,
  webhookInputSchema,
  webhookUpdateSchema,
} from '../../../../domain/integrations/webhooks.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { schemaResolver } from '../../../components/ui/form/form.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { webhookKey } from '../api/keys.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations.ts';
import { toWebhookPayload, type WebhookFormState, webhookFormDefaults } from '../lib/webhook-form-values.ts';
import { WebhookFormFields } from './webhook-form-fields.tsx';

interface WebhookFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
}

/** "Add Endpoint" and "Edit Endpoint" of the webhooks screen (ADR 019). */
export function WebhookFormDialog({ open, onOpenChange, endpoint }: WebhookFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{endpoint ? 'Edit Endpoint' : 'Add Endpoint'}</DialogTitle>
          <DialogDescription>
            {endpoint
              ? 'Change where the events go and which ones. Deliveries already queued keep their address.'
              : 'Every subscribed change is POSTed to this address, signed with the secret.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <WebhookForm key={endpoint?.id ?? 'new'} endpoint={endpoint} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({ endpoint, onDone }: { endpoint?: WebhookEndpoint; onDone: () => void }) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  // The version the form was read at; a stale save replaces it with the latest (see onSubmit).
  const [base, setBase] = useState(endpoint);
  // The server's own schema checks the form: the same messages on the same fields, before anything is sent.
  // (The form is keyed by endpoint, so whether it edits never changes; the revision only has to be valid here.)
  const [resolver] = useState(() =>
    schemaResolver<WebhookFormState>(endpoint ? webhookUpdateSchema : webhookInputSchema, {
      toPayload: (values) => toWebhookPayload(values, endpoint?.revision),
    }),
  );
  const form = useForm<WebhookFormState>({ resolver, defaultValues: webhookFormDefaults(endpoint) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (base) {
        const input = toWebhookPayload(values, base.revision) as WebhookUpdate;
        await update.mutateAsync({ id: base.id, input });
        toast({ title: 'Success', description: 'Endpoint updated successfully' });
      } else {
        await create.mutateAsync(toWebhookPayload(values) as WebhookInput);
        toast({ title: 'Success', description: 'Endpoint added successfully' });
      }
      onDone();
    } catch (error) {
      notifyError(error, base ? 'Failed to update endpoint' : 'Failed to add endpoint', form);
      // Someone saved it since it was read: show the latest version, so the next save is made knowingly.
      if (base && error instanceof ApiError && error.status === 409) await reloadLatest(base.id);
    }
  });

  async function reloadLatest(id: string) {
    try {
      const latest = await queryClient.fetchQuery<WebhookEndpoint>({
        queryKey: webhookKey(id),
        staleTime: 0,
      });
      setBase(latest);
      form.reset(webhookFormDefaults(latest));
    } catch (error) {
      notifyError(error, 'Failed to load the endpoint');
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <WebhookFormFields form={form} idPrefix={idPrefix} editing={!!base} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {base ? 'Save Changes' : 'Add Endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}
