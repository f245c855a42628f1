import { type FormEvent, useState } from 'react';
import {
  POD_ROUTE_LABELS,
  POD_ROUTES,
  POD_TYPE_LABELS,
  POD_TYPES,
} from '../../../../domain/safety/constants.ts';
import type { Toxicology } from '../../../../domain/safety/toxicology-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type FieldErrors, readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveToxicology, useToxicology } from '../api/toxicology.ts';

const selectClasses = 'h-9 w-full rounded-md border bg-background px-2 text-sm';
const TEXT_FIELDS = [
  'pointOfDeparture',
  'source',
  'sourceDate',
  'dermalAbsorption',
  'threshold',
  'thresholdReason',
  'note',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** A substance's toxicological profile (CPSR Part A): the figures its margins of safety are computed from. */
export function ToxicologyDialog({
  substance,
  onClose,
}: {
  substance: { id: string; inciName: string } | null;
  onClose: () => void;
}) {
  // Kept mounted once opened (lazyDialog): nothing to show between two profiles.
  if (!substance) return null;
  return <ProfileDialog substance={substance} onClose={onClose} />;
}

function ProfileDialog({
  substance,
  onClose,
}: {
  substance: { id: string; inciName: string };
  onClose: () => void;
}) {
  const profile = useToxicology(substance.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Toxicological profile: {substance.inciName}</DialogTitle>
          <DialogDescription>
            Point of departure and dermal absorption for the margin of safety. Unknown dermal absorption: the
            SCCS default of 50 % applies.
          </DialogDescription>
        </DialogHeader>
        {profile.data ? (
          <ProfileForm profile={profile.data} onClose={onClose} />
        ) : (
          <p className="text-muted-foreground text-sm">
            {profile.error ? readApiError(profile.error).message : 'Loading...'}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ profile, onClose }: { profile: Toxicology; onClose: () => void }) {
  const save = useSaveToxicology(profile.substanceId);
  const [values, setValues] = useState<Record<TextField, string>>(
    Object.fromEntries(TEXT_FIELDS.map((key) => [key, profile[key] ?? ''])) as Record<TextField, string>,
  );
  const [podType, setPodType] = useState(profile.podType ?? '');
  const [route, setRoute] = useState(profile.route ?? '');
  const [cmr, setCmr] = useState(profile.cmr);
  const [sensitiser, setSensitiser] = useState(profile.sensitiser);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const id = (key: string) => `toxicology-${key}`;
  const set = (key: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const text = (key: TextField, label: string, type = 'text') => (
    <FormField id={id(key)} label={label} error={errors[key]?.[0]}>
      {(control) => <Input {...control} type={type} value={values[key]} onChange={set(key)} />}
    </FormField>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      {
        ...values,
        podType: podType || null,
        route: route || null,
        cmr,
        sensitiser,
        revision: profile.revision,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Toxicological profile saved',
            description: 'The margins of safety were recomputed.',
          });
          onClose();
        },
        onError: (failure) => {
          const details = readApiError(failure, 'Failed to save the profile');
          setErrors(details.fieldErrors);
          setMessage(details.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Toxicological profile">
      <div className="grid gap-3 sm:grid-cols-3">
        {text('pointOfDeparture', 'Point of departure (mg/kg bw/day)')}
        <FormField id={id('podType')} label="Type" error={errors.podType?.[0]}>
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={podType}
              onChange={(e) => setPodType(e.target.value)}
            >
              <option value="">Not given</option>
              {POD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {POD_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id('route')} label="Route" error={errors.route?.[0]}>
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={route}
              onChange={(e) => setRoute(e.target.value)}
            >
              <option value="">Not given</option>
              {POD_ROUTES.map((item) => (
                <option key={item} value={item}>
                  {POD_ROUTE_LABELS[item]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">{text('source', 'Source (SCCS opinion, dossier, literature)')}</div>
        {text('sourceDate', 'Source date', 'date')}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {text('dermalAbsorption', 'Dermal absorption (%)')}
        {text('threshold', 'Own threshold (default 100)')}
        {text('thresholdReason', 'Reason for the threshold')}
      </div>
      <div className="flex gap-6">
        <div className="flex items-center gap-2">
          <Checkbox id={id('cmr')} checked={cmr} onCheckedChange={(on) => setCmr(on === true)} />
          <Label htmlFor={id('cmr')}>CMR</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={id('sensitiser')}
            checked={sensitiser}
            onCheckedChange={(on) => setSensitiser(on === true)}
          />
          <Label htmlFor={id('sensitiser')}>Skin sensitiser</Label>
        </div>
      </div>
      <FormField id={id('note')} label="Note" error={errors.note?.[0]}>
        {(control) => <Textarea {...control} rows={2} value={values.note} onChange={set('note')} />}
      </FormField>
      {message && (
        <p role="alert" className="text-destructive text-sm">
          {message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </DialogFooter>
    </form>
  );
}
