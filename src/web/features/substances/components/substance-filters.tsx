import { Search } from 'lucide-react';
import { useId } from 'react';
import { functionLabel, SUBSTANCE_FUNCTIONS } from '../../../../domain/substance/constants.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';

export const ALL_FUNCTIONS = 'all';

/** The search box (INCI name, synonym or CAS, searched on the server), "Allergens only" and the function filter. */
export function SubstanceFilters({
  search,
  onSearch,
  allergensOnly,
  onAllergensOnly,
  fn,
  onFunction,
}: {
  search: string;
  onSearch: (value: string) => void;
  allergensOnly: boolean;
  onAllergensOnly: (value: boolean) => void;
  fn: string;
  onFunction: (value: string) => void;
}) {
  const allergenId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search substances"
          placeholder="Search by INCI name, synonym or CAS..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <Select value={fn} onValueChange={onFunction}>
        <SelectTrigger aria-label="Filter by function" className="sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_FUNCTIONS}>All functions</SelectItem>
          {SUBSTANCE_FUNCTIONS.map((value) => (
            <SelectItem key={value} value={value}>
              {functionLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex min-h-9 items-center gap-2">
        <Checkbox
          id={allergenId}
          checked={allergensOnly}
          onCheckedChange={(checked) => onAllergensOnly(checked === true)}
        />
        <Label htmlFor={allergenId}>Allergens only</Label>
      </div>
    </div>
  );
}
