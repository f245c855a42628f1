import { Search } from 'lucide-react';
import { RAW_MATERIAL_CATEGORIES } from '../../../../domain/raw-material/constants.ts';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { formatLabel } from '../../../lib/format.ts';

export const ALL_CATEGORIES = 'all';

/** The search box (name or INCI name, searched on the server) and the category filter. */
export function RawMaterialFilters({
  search,
  onSearch,
  category,
  onCategory,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search ingredients"
          placeholder="Search by name or INCI name..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <Select value={category} onValueChange={onCategory}>
        <SelectTrigger aria-label="Filter by category" className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_CATEGORIES}>All categories</SelectItem>
          {RAW_MATERIAL_CATEGORIES.map((value) => (
            <SelectItem key={value} value={value}>
              {formatLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
