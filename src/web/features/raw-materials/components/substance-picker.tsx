import { useState } from 'react';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { useSubstanceSearch } from '../api/search-substances.ts';

export interface PickedSubstance {
  substanceId: string;
  inciName: string;
}

/** The catalogue's combobox for a composition row: search by INCI name, synonym or CAS number. */
export function SubstancePicker({
  value,
  onChange,
  label,
  invalid,
}: {
  value: PickedSubstance | null;
  onChange: (picked: PickedSubstance) => void;
  label: string;
  invalid?: boolean;
}) {
  const [query, setQuery] = useState('');
  const search = useSubstanceSearch(query, true);
  return (
    <Combobox
      label={label}
      invalid={invalid}
      placeholder="Search INCI name, synonym or CAS"
      value={value ? { value: value.substanceId, label: value.inciName } : null}
      onChange={(option) => onChange({ substanceId: option.value, inciName: option.label })}
      onQueryChange={setQuery}
      options={(search.data ?? []).map((substance) => ({
        value: substance.id,
        label: substance.inciName,
        detail: substance.casNumbers.length ? `CAS ${substance.casNumbers.join(', ')}` : undefined,
      }))}
    />
  );
}
