import type { ControlProps } from '../../../components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';

export interface Option {
  value: string;
  label: string;
}

interface EnumSelectProps extends ControlProps {
  /** For a select without a visible label of its own (a table row's). */
  'aria-label'?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
}

/** A Radix select over fixed options; '' shows the placeholder. */
export function EnumSelect({ value, onChange, options, placeholder, ...control }: EnumSelectProps) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
