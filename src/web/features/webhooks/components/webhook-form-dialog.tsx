import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type WebhookEndpoint,
  type WebhookInput,
  type WebhookUpdate,
  webhookInputSchema,
  webhookUpdateSchema,
} from '../../../../domain/integrations/webhooks.ts';
import type { FormApi } from '../../../components/ui/form/form.tsx';
import { FormDialog } from '../../../components/ui/form/form-dialog.tsx';
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

/**
 * The version the form was read at: the endpoint as the dialog opened on it (it starts again on each opening, as
 * the form does); a stale save replaces it with the latest (see onError).
 */
function useReadAt(open: boolean, endpoint?: WebhookEndpoint) {
  const [readAt, setReadAt] = useState({ open, id: endpoint?.id, base: endpoint });
  let current = readAt;
  if (readAt.open !== open || readAt.id !== endpoint?.id) {
    current = { open, id: endpoint?.id, base: endpoint };
    setReadAt(current);
  }
  const setBase = (base: WebhookEndpoint) => setReadAt((now) => ({ ...now, base }));
  return [current.base, setBase] as const;
}

/** "Add Endpoint" and "Edit Endpoint" of the webhooks screen (ADR 019). */
export function WebhookFormDialog({ open, onOpenChange, endpoint }: WebhookFormDialogProps) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [base, setBase] = useReadAt(open, endpoint);

  async function reloadLatest(id: string, form: FormApi<WebhookFormState>) {
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
    <FormDialog<WebhookFormState>
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="sm:max-w-2xl"
      formClassName="space-y-6"
      title={endpoint ? 'Edit Endpoint' : 'Add Endpoint'}
      description={
        endpoint
          ? 'Change where the events go and which ones. Deliveries already queued keep their address.'
          : 'Every subscribed change is POSTed to this address, signed with the secret.'
      }
      formKey={endpoint?.id ?? 'new'}
      // The server's own schema checks the form: the same messages on the same fields, before anything is sent.
      // (The form is keyed by endpoint, so whether it edits never changes; the revision only has to be valid here.)
      schema={base ? webhookUpdateSchema : webhookInputSchema}
      toPayload={(values) => toWebhookPayload(values, base?.revision)}
      defaultValues={webhookFormDefaults(base)}
      submitLabel={base ? 'Save Changes' : 'Add Endpoint'}
      onSubmit={async (values) => {
        if (base) {
          const input = toWebhookPayload(values, base.revision) as WebhookUpdate;
          await update.mutateAsync({ id: base.id, input });
          toast({ title: 'Success', description: 'Endpoint updated successfully' });
        } else {
          await create.mutateAsync(toWebhookPayload(values) as WebhookInput);
          toast({ title: 'Success', description: 'Endpoint added successfully' });
        }
      }}
      onError={async (error, form) => {
        notifyError(error, base ? 'Failed to update endpoint' : 'Failed to add endpoint', form);
        // Someone saved it since it was read: show the latest version, so the next save is made knowingly.
        if (base && error instanceof ApiError && error.status === 409) await reloadLatest(base.id, form);
      }}
    >
      {(form) => <WebhookFormFields form={form} idPrefix={idPrefix} editing={!!base} />}
    </FormDialog>
  );
}
