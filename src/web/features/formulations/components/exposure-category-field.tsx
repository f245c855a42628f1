import { useState } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useExposureCategories, useSetExposureCategory } from '../api/get-formulation-safety.ts';

/**
 * The formulation's SCCS exposure category: a select for the regulatory role (saved at once, the margins follow),
 * plain text for everyone else.
 */
export function ExposureCategoryField({
  id,
  value,
  label,
  relativeDailyExposure,
  revision,
  editable,
}: {
  id: string;
  value: string;
  label: string;
  relativeDailyExposure: string;
  revision: number;
  editable: boolean;
}) {
  const categories = useExposureCategories();
  const save = useSetExposureCategory(id);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `safety-exposure-${id}`;
  const summary = `${relativeDailyExposure} mg/kg bw/day (SCCS Notes of Guidance, 12th revision)`;
  if (!editable || !categories.data) {
    return (
      <p className="text-sm">
        Exposure category: <strong>{label}</strong>, {summary}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="font-medium text-sm">
        Exposure category
      </label>
      <Select
        value={value}
        disabled={save.isPending}
        onValueChange={(next) => {
          setError(null);
          save.mutate(
            { exposureCategory: next, revision },
            {
              onSuccess: () =>
                toast({
                  title: 'Exposure category saved',
                  description: 'The margins of safety were recomputed.',
                }),
              onError: (failure) =>
                setError(readApiError(failure, 'Failed to save the exposure category').message),
            },
          );
        }}
      >
        <SelectTrigger id={fieldId} className="w-72" aria-describedby={`${fieldId}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {categories.data.map((category) => (
            <SelectItem key={category.id} value={category.id}>
              {category.label} ({category.relativeDailyExposure})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${fieldId}-hint`} className="text-muted-foreground text-xs">
        {summary}
      </p>
      {error && (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
