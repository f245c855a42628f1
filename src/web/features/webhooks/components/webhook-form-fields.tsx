import { KeyRound } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { WEBHOOK_EVENT_TYPES } from '../../../../domain/integrations/webhooks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { EVENT_DESCRIPTIONS } from '../lib/event-descriptions.ts';
import { generateSecret } from '../lib/secret.ts';
import type { WebhookFormState } from '../lib/webhook-form-values.ts';

interface FieldsProps {
  form: UseFormReturn<WebhookFormState>;
  idPrefix: string;
  /** Editing: the secret may stay empty to keep the current one. */
  editing: boolean;
}

/** The endpoint's address, the events it subscribes to, its signing secret and whether it is active. */
export function WebhookFormFields({ form, idPrefix, editing }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <FormField
        id={`${idPrefix}-url`}
        label="URL"
        error={errors.url?.message}
        hint="The receiver's http or https address; events are POSTed to it as JSON."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://erp.example.com/hooks/formulary"
            {...form.register('url')}
          />
        )}
      </FormField>
      <EventsField form={form} idPrefix={idPrefix} />
      <SecretField form={form} idPrefix={idPrefix} editing={editing} />
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch id={`${idPrefix}-active`} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={`${idPrefix}-active`}>Active</Label>
      </div>
    </div>
  );
}

function EventsField({ form, idPrefix }: Omit<FieldsProps, 'editing'>) {
  const error = form.formState.errors.events;
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-sm">Events</legend>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <div className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((event) => {
              const id = `${idPrefix}-event-${event}`;
              return (
                <div key={event} className="flex items-start gap-2">
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    aria-describedby={`${id}-description`}
                    checked={field.value.includes(event)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true ? [...field.value, event] : field.value.filter((e) => e !== event),
                      )
                    }
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={id} className="font-mono font-normal text-xs">
                      {event}
                    </Label>
                    <span id={`${id}-description`} className="text-muted-foreground text-xs">
                      {EVENT_DESCRIPTIONS[event]}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      />
      <FieldError id={errorId}>{error?.message ?? error?.root?.message}</FieldError>
    </fieldset>
  );
}

function SecretField({ form, idPrefix, editing }: FieldsProps) {
  const id = `${idPrefix}-secret`;
  return (
    <FormField
      id={id}
      label={editing ? 'New Secret (optional)' : 'Secret'}
      error={form.formState.errors.secret?.message}
      hint={
        editing
          ? 'Leave empty to keep the current secret. It is never shown again once saved.'
          : 'Signs every delivery (HMAC-SHA256). Copy it to the receiver now: it is never shown again.'
      }
    >
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...form.register('secret')}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              form.setValue('secret', generateSecret(), { shouldValidate: form.formState.isSubmitted })
            }
          >
            <KeyRound aria-hidden="true" />
            Generate
          </Button>
        </div>
      )}
    </FormField>
  );
}
