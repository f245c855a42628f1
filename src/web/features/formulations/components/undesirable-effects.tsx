import { type FormEvent, useState } from 'react';
import { statusLabel } from '../../../../domain/formulation/statuses.ts';
import { CAUSALITIES, CAUSALITY_LABELS, EFFECT_SEVERITIES } from '../../../../domain/safety/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type FieldErrors, readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useReportEffect, useUndesirableEffects } from '../api/get-formulation-safety.ts';

const selectClasses = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/** Undesirable effects reported for the formulation (cosmetovigilance), serious ones with their deadline. */
export function UndesirableEffects({ id, canReport }: { id: string; canReport: boolean }) {
  const effects = useUndesirableEffects(id);
  const [reporting, setReporting] = useState(false);
  return (
    <section aria-labelledby="effects-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="effects-heading" className="font-semibold text-sm">
          Undesirable effects
        </h3>
        {canReport && !reporting && (
          <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
            Report effect
          </Button>
        )}
      </div>
      {effects.data?.length ? (
        <ul className="space-y-1 text-sm">
          {effects.data.map((effect) => (
            <li key={effect.id} className="rounded-md border p-2">
              <span className="font-medium">{effect.occurredOn}</span> ({effect.bodyArea},{' '}
              {statusLabel(effect.severity)}, {CAUSALITY_LABELS[effect.causality].toLowerCase()}):{' '}
              {effect.description}
              {effect.serious && (
                <Badge variant="red" className="ml-2">
                  Serious: report by {effect.reportDeadline}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{effects.isLoading ? 'Loading...' : 'None reported.'}</p>
      )}
      {reporting && <ReportForm id={id} onDone={() => setReporting(false)} />}
    </section>
  );
}

function ReportForm({ id, onDone }: { id: string; onDone: () => void }) {
  const report = useReportEffect(id);
  const [values, setValues] = useState({
    occurredOn: new Date().toISOString().slice(0, 10),
    description: '',
    bodyArea: '',
    severity: 'mild',
    causality: 'likely',
    followUp: '',
  });
  const [serious, setSerious] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const field = (key: string) => `effect-${key}-${id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    report.mutate({ ...values, serious } as never, {
      onSuccess: () => {
        toast({ title: 'Undesirable effect recorded' });
        onDone();
      },
      onError: (failure) => setErrors(readApiError(failure).fieldErrors),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border p-3"
      aria-label="Report an undesirable effect"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={field('occurredOn')} label="Date" error={errors.occurredOn?.[0]}>
          {(control) => (
            <Input {...control} type="date" value={values.occurredOn} onChange={set('occurredOn')} />
          )}
        </FormField>
        <FormField id={field('bodyArea')} label="Body area" error={errors.bodyArea?.[0]}>
          {(control) => <Input {...control} value={values.bodyArea} onChange={set('bodyArea')} />}
        </FormField>
        <FormField id={field('severity')} label="Severity" error={errors.severity?.[0]}>
          {(control) => (
            <select {...control} className={selectClasses} value={values.severity} onChange={set('severity')}>
              {EFFECT_SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {statusLabel(severity)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={field('causality')} label="Causality" error={errors.causality?.[0]}>
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={values.causality}
              onChange={set('causality')}
            >
              {CAUSALITIES.map((causality) => (
                <option key={causality} value={causality}>
                  {CAUSALITY_LABELS[causality]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id={field('description')} label="Description" error={errors.description?.[0]}>
        {(control) => (
          <Textarea {...control} rows={2} value={values.description} onChange={set('description')} />
        )}
      </FormField>
      <FormField id={field('followUp')} label="Follow-up" error={errors.followUp?.[0]}>
        {(control) => <Textarea {...control} rows={2} value={values.followUp} onChange={set('followUp')} />}
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id={field('serious')} checked={serious} onCheckedChange={(on) => setSerious(on === true)} />
        <Label htmlFor={field('serious')}>Serious (report within 15 business days)</Label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Saving...' : 'Record effect'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
