import { fieldProps } from '../../../components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';

/** A Radix select over a fixed list of values with their labels; '' shows the placeholder. */
export function EnumSelect<T extends string>({
  id,
  value,
  onChange,
  values,
  label,
  placeholder,
  error,
}: {
  id: string;
  value: T | '';
  onChange: (value: T) => void;
  values: readonly T[];
  label: (value: T) => string;
  placeholder: string;
  error?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger {...fieldProps(id, error)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {values.map((item) => (
          <SelectItem key={item} value={item}>
            {label(item)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
