import { ISSUE_STATUSES, SEVERITIES } from '../../../../domain/compliance/constants.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { formatLabel } from '../../../lib/format.ts';
import type { IssueFilter } from '../api/issue-page-options.ts';

const ALL = 'all';

/** Filters by status and severity; the server does the filtering. */
export function IssueFilters({
  value,
  onChange,
}: {
  value: IssueFilter;
  onChange: (next: IssueFilter) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Select
        value={value.status ?? ALL}
        onValueChange={(status) =>
          onChange({ ...value, status: status === ALL ? undefined : (status as IssueFilter['status']) })
        }
      >
        <SelectTrigger className="w-44" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {ISSUE_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {formatLabel(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={value.severity ?? ALL}
        onValueChange={(severity) =>
          onChange({
            ...value,
            severity: severity === ALL ? undefined : (severity as IssueFilter['severity']),
          })
        }
      >
        <SelectTrigger className="w-44" aria-label="Filter by severity">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All severities</SelectItem>
          {SEVERITIES.map((severity) => (
            <SelectItem key={severity} value={severity}>
              {formatLabel(severity)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
