import {
  NUMERIC_PARAMETERS,
  PARAMETER_LABELS,
  PARAMETER_UNITS,
  TEXT_PARAMETERS,
} from '../../../../domain/formulation/specification.ts';
import type { Measurements, MeasurementsInput } from '../../../../domain/lab/measurements.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** What a measurement form holds: numbers as typed, observations with their "conforms" tick. */
export interface MeasurementValues {
  ph: string;
  viscosity: string;
  density: string;
  appearance: { observed: string; conforms: boolean };
  colour: { observed: string; conforms: boolean };
  odour: { observed: string; conforms: boolean };
}

export function toMeasurementValues(measured: Measurements | null): MeasurementValues {
  const observation = (value: Measurements['appearance']) => ({
    observed: value?.observed ?? '',
    conforms: value?.conforms ?? false,
  });
  return {
    ph: measured?.ph ?? '',
    viscosity: measured?.viscosity ?? '',
    density: measured?.density ?? '',
    appearance: observation(measured?.appearance ?? null),
    colour: observation(measured?.colour ?? null),
    odour: observation(measured?.odour ?? null),
  };
}

/** The body the API takes: an observation only when something was seen or ticked. */
export function toMeasurementsInput(values: MeasurementValues): MeasurementsInput {
  const observation = (value: { observed: string; conforms: boolean }) =>
    value.observed.trim() || value.conforms ? { observed: value.observed, conforms: value.conforms } : null;
  return {
    ph: values.ph,
    viscosity: values.viscosity,
    density: values.density,
    appearance: observation(values.appearance),
    colour: observation(values.colour),
    odour: observation(values.odour),
  };
}

/** The six parameters' inputs; `errors` by the API's field names (ph, viscosity, ...). */
export function MeasurementFields({
  idPrefix,
  values,
  onChange,
  errors,
  disabled = false,
}: {
  idPrefix: string;
  values: MeasurementValues;
  onChange: (values: MeasurementValues) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMERIC_PARAMETERS.map((parameter) => {
          const id = `${idPrefix}-${parameter}`;
          const unit = PARAMETER_UNITS[parameter];
          return (
            <div key={parameter} className="space-y-1">
              <Label htmlFor={id}>{`${PARAMETER_LABELS[parameter]}${unit ? ` (${unit})` : ''}`}</Label>
              <Input
                id={id}
                inputMode="decimal"
                className="h-11"
                value={values[parameter]}
                disabled={disabled}
                aria-invalid={!!errors[parameter]}
                aria-describedby={errors[parameter] ? `${id}-error` : undefined}
                onChange={(event) => onChange({ ...values, [parameter]: event.target.value })}
              />
              {errors[parameter] && (
                <p id={`${id}-error`} className="text-error-ink text-sm">
                  {errors[parameter]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {TEXT_PARAMETERS.map((parameter) => {
          const id = `${idPrefix}-${parameter}`;
          const value = values[parameter];
          return (
            <div key={parameter} className="space-y-2">
              <Label htmlFor={id}>{`${PARAMETER_LABELS[parameter]} observed`}</Label>
              <Input
                id={id}
                className="h-11"
                value={value.observed}
                disabled={disabled}
                onChange={(event) =>
                  onChange({ ...values, [parameter]: { ...value, observed: event.target.value } })
                }
              />
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-conforms`}
                  checked={value.conforms}
                  disabled={disabled}
                  onCheckedChange={(on) =>
                    onChange({ ...values, [parameter]: { ...value, conforms: on === true } })
                  }
                />
                <Label htmlFor={`${id}-conforms`} className="font-normal">
                  {`${PARAMETER_LABELS[parameter]} conforms`}
                </Label>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
