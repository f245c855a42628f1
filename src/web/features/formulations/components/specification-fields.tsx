import { PARAMETER_LABELS, PARAMETER_UNITS } from '../../../../domain/formulation/specification.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { FormulationForm } from '../lib/form-values.ts';

const RANGES = ['ph', 'viscosity', 'density'] as const;
const EXPECTED = [
  ['appearance', 'Smooth white cream'],
  ['colour', 'White to off-white'],
  ['odour', 'Characteristic'],
] as const;

/**
 * The version's specification: the ranges a batch must measure within and what it must look and smell like. Lab
 * batches and stability time points are measured against it.
 */
export function SpecificationFields({ form, idPrefix }: { form: FormulationForm; idPrefix: string }) {
  const errors = form.formState.errors.specification;
  const id = (name: string) => `${idPrefix}-spec-${name}`;
  return (
    <section aria-label="Specification" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {RANGES.map((parameter) => {
          const unit = PARAMETER_UNITS[parameter];
          const label = `${PARAMETER_LABELS[parameter]}${unit ? ` (${unit})` : ''}`;
          return (['min', 'max'] as const).map((bound) => (
            <FormField
              key={`${parameter}-${bound}`}
              id={id(`${parameter}-${bound}`)}
              label={`${label} ${bound === 'min' ? 'minimum' : 'maximum'}`}
              error={errors?.[parameter]?.[bound]?.message}
            >
              {(control) => (
                <Input
                  inputMode="decimal"
                  {...control}
                  {...form.register(`specification.${parameter}.${bound}`)}
                />
              )}
            </FormField>
          ));
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {EXPECTED.map(([parameter, example]) => (
          <FormField
            key={parameter}
            id={id(parameter)}
            label={PARAMETER_LABELS[parameter]}
            error={errors?.[parameter]?.message}
          >
            {(control) => (
              <Input placeholder={example} {...control} {...form.register(`specification.${parameter}`)} />
            )}
          </FormField>
        ))}
      </div>
    </section>
  );
}
