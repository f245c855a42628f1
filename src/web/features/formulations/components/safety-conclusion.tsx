import { PenLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Conclusion } from '../../../../domain/safety/safety-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type FieldErrors, readApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignConclusion } from '../api/get-formulation-safety.ts';

const EMPTY = {
  conclusion: '',
  warnings: '',
  reasoning: '',
  assessorName: '',
  assessorQualification: '',
  justification: '',
  password: '',
  totpCode: '',
};

/** The latest signed conclusion (CPSR Part B) with its signature, and the form that signs a new one. */
export function SafetyConclusion({
  id,
  conclusions,
  canSign,
}: {
  id: string;
  conclusions: Conclusion[];
  canSign: boolean;
}) {
  const [signing, setSigning] = useState(false);
  const latest = conclusions[0];
  return (
    <section aria-labelledby="safety-conclusion-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="safety-conclusion-heading" className="font-semibold text-sm">
          Safety assessor's conclusion
        </h3>
        {canSign && !signing && (
          <Button size="sm" variant="outline" onClick={() => setSigning(true)}>
            <PenLine aria-hidden="true" />
            Sign conclusion
          </Button>
        )}
      </div>
      {latest ? (
        <SignedConclusion conclusion={latest} />
      ) : (
        <p className="text-muted-foreground text-sm">No conclusion signed yet.</p>
      )}
      {signing && <SignForm id={id} onDone={() => setSigning(false)} />}
    </section>
  );
}

function SignedConclusion({ conclusion: c }: { conclusion: Conclusion }) {
  return (
    <div className="space-y-1 rounded-md border p-3 text-sm">
      <p>{c.conclusion}</p>
      {c.warnings && <p>Warnings and instructions of use: {c.warnings}</p>}
      <p className="text-muted-foreground">Reasoning: {c.reasoning}</p>
      {c.acceptsFindings && <p>Accepts the open findings. Justification: {c.justification}</p>}
      <p className="text-muted-foreground text-xs">
        {c.signature.meaning}: signed by {c.signature.signerName} ({c.assessorName}, {c.assessorQualification}
        ) on {formatDate(c.signature.signedAt)}. SHA-256 {c.signature.contentHash}
      </p>
      {!c.signature.matches && (
        <p role="status" className="font-medium text-destructive text-xs">
          No longer matches the signed content: this version changed after it was signed.
        </p>
      )}
    </div>
  );
}

function SignForm({ id, onDone }: { id: string; onDone: () => void }) {
  const sign = useSignConclusion(id);
  const [values, setValues] = useState(EMPTY);
  const [accepts, setAccepts] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const field = (key: keyof typeof EMPTY) => `sign-${key}-${id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    sign.mutate(
      { ...values, acceptsFindings: accepts },
      {
        onSuccess: () => {
          toast({ title: 'Conclusion signed' });
          onDone();
        },
        onError: (failure) => {
          const details = readApiError(failure, 'Failed to sign the conclusion');
          setErrors(details.fieldErrors);
          setMessage(details.message);
        },
      },
    );
  }

  const text = (key: keyof typeof EMPTY, label: string, area = false) => (
    <FormField id={field(key)} label={label} error={errors[key]?.[0]}>
      {(control) =>
        area ? (
          <Textarea {...control} value={values[key]} onChange={set(key)} rows={2} />
        ) : (
          <Input {...control} value={values[key]} onChange={set(key)} />
        )
      }
    </FormField>
  );

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border p-3" aria-label="Sign the conclusion">
      {text('conclusion', 'Conclusion', true)}
      {text('warnings', 'Warnings and instructions of use', true)}
      {text('reasoning', 'Reasoning', true)}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('assessorName', "Assessor's name")}
        {text('assessorQualification', "Assessor's qualification")}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${field('justification')}-accepts`}
          checked={accepts}
          onCheckedChange={(on) => setAccepts(on === true)}
        />
        <Label htmlFor={`${field('justification')}-accepts`}>Accept the open findings</Label>
      </div>
      {accepts && text('justification', 'Justification', true)}
      <p className="text-muted-foreground text-xs">
        Sign with your password (and your authenticator code when two-factor sign-in is on).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={field('password')} label="Password" error={errors.password?.[0]}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={set('password')}
            />
          )}
        </FormField>
        <FormField id={field('totpCode')} label="Authenticator code" error={errors.totpCode?.[0]}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.totpCode}
              onChange={set('totpCode')}
            />
          )}
        </FormField>
      </div>
      {message && (
        <p role="alert" className="text-destructive text-sm">
          {message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={sign.isPending}>
          {sign.isPending ? 'Signing...' : 'Sign'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
