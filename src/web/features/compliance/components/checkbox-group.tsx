import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** A fieldset of checkboxes over fixed values; none checked is "any" (the hint says so). */
export function CheckboxGroup({
  id,
  legend,
  hint,
  values,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  hint: string;
  values: readonly string[];
  label: (value: string) => string;
  checked: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="font-medium text-sm">{legend}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {values.map((value) => (
          <div key={value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${value}`}
              checked={checked.includes(value)}
              onCheckedChange={(next) =>
                onChange(next === true ? [...checked, value] : checked.filter((item) => item !== value))
              }
            />
            <Label htmlFor={`${id}-${value}`} className="font-normal">
              {label(value)}
            </Label>
          </div>
        ))}
      </div>
      {error && <p className="text-error-ink text-sm">{error}</p>}
    </fieldset>
  );
}
