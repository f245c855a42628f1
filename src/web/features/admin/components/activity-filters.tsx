import { X } from 'lucide-react';
import { useId } from 'react';
import { displayName } from '../../../../domain/user/initials.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { formatLabel } from '../../../lib/format.ts';
import { useActivityActions } from '../api/activity.ts';
import { useAdminUsers } from '../api/users.ts';
import { type ActivityFilterState, ALL, EMPTY_FILTER } from '../lib/activity-filter.ts';

interface ActivityFiltersProps {
  value: ActivityFilterState;
  onChange: (next: ActivityFilterState) => void;
}

/** Filters of the activity log: by user, by action and by date range. */
export function ActivityFilters({ value, onChange }: ActivityFiltersProps) {
  const id = useId();
  const { data: users } = useAdminUsers();
  const { data: actions } = useActivityActions();
  const set = (patch: Partial<ActivityFilterState>) => onChange({ ...value, ...patch });
  const active = JSON.stringify(value) !== JSON.stringify(EMPTY_FILTER);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <div className="space-y-2">
        <Label htmlFor={`${id}-user`}>User</Label>
        <Select value={value.userId} onValueChange={(userId) => set({ userId })}>
          <SelectTrigger id={`${id}-user`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All users</SelectItem>
            {users?.map((user) => (
              <SelectItem key={user.id} value={user.id}>
                {displayName(user)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select value={value.action} onValueChange={(action) => set({ action })}>
          <SelectTrigger id={`${id}-action`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {actions?.map((action) => (
              <SelectItem key={action} value={action}>
                {formatLabel(action)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <Button variant="outline" disabled={!active} onClick={() => onChange(EMPTY_FILTER)}>
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
