import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNameResolution } from '../api/resolve-name.ts';
import type { RawMaterialFormState } from '../lib/raw-material-form-values.ts';

const MATCHED_BY = {
  inci: 'INCI name',
  synonym: 'synonym',
  cas: 'CAS number',
  ec: 'EC number',
} as const;

/**
 * The INCI name, resolved as the server will resolve it when the composition is left empty (ADR 035): the
 * substance it finds and how, or the close names it may mean ("Did you mean …?"), or that saving adds a new
 * substance for the regulatory staff to review.
 */
export function InciNameField({
  form,
  id,
  label,
}: {
  form: UseFormReturn<RawMaterialFormState>;
  id: string;
  label: React.ReactNode;
}) {
  const { register, control, setValue } = form;
  const typed = useWatch({ control, name: 'incisName' }) ?? '';
  const composition = useWatch({ control, name: 'composition' }) ?? [];
  const name = useDebouncedValue(typed.trim());
  // Only an empty composition is made from the INCI name.
  const resolves = composition.length === 0;
  const resolution = useNameResolution(name, resolves);
  const data = resolves && name && resolution.data?.name === name ? resolution.data : null;

  return (
    <FormField id={id} label={label} error={form.formState.errors.incisName?.message}>
      {(aria) => (
        <div className="space-y-1">
          <Input {...aria} autoComplete="off" {...register('incisName')} />
          {data && (
            <div className="text-xs" aria-live="polite" data-testid="inci-resolution">
              {data.match && !data.match.unreviewed && (
                <p className="text-muted-foreground">
                  Substance: {data.match.inciName} (by {MATCHED_BY[data.match.matchedBy]})
                </p>
              )}
              {data.match?.unreviewed && (
                <p className="text-warning-ink">
                  {data.match.inciName} is a substance that needs review by the regulatory staff.
                </p>
              )}
              {!data.match && (
                <p className="text-warning-ink">
                  No substance matches this name: saving adds it as a new substance for the regulatory staff
                  to review.
                </p>
              )}
              {data.suggestions.length > 0 && (
                <p className="flex flex-wrap items-center gap-1">
                  <span>Did you mean</span>
                  {data.suggestions.map((suggestion, index) => (
                    <span key={suggestion.id}>
                      <button
                        type="button"
                        className="font-medium text-primary underline underline-offset-2"
                        onClick={() =>
                          setValue('incisName', suggestion.inciName, {
                            shouldDirty: true,
                            shouldValidate: true,
                          })
                        }
                      >
                        {suggestion.inciName}
                      </button>
                      {suggestion.matchedName !== suggestion.inciName && ` (${suggestion.matchedName})`}
                      {index < data.suggestions.length - 1 ? ',' : '?'}
                    </span>
                  ))}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
