import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { formatDate, formatLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { type ComplianceAlert, useOpenComplianceAlerts } from '../api.ts';

// Spec part 1 §4: critical and high red, medium yellow, low blue.
const SEVERITY_BADGE: Record<ComplianceAlert['severity'], BadgeVariant> = {
  critical: 'red',
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};

/** The header's bell: a count of open compliance alerts and a popover listing them. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const { data: alerts = [], isError } = useOpenComplianceAlerts();
  const headingId = useId();
  const countId = useId();
  const count = alerts.length;
  const countText = `${count} open compliance alert${count === 1 ? '' : 's'}`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label="Notifications"
          aria-describedby={countId}
        >
          <Bell className="size-5" aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-error px-1 font-semibold text-[10px] text-error-foreground leading-none"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
          <span id={countId} className="sr-only">
            {countText}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby={headingId}>
        <div className="border-b px-4 py-3">
          <p id={headingId} className="font-semibold text-sm">
            Compliance Alerts
          </p>
          <p className="text-muted-foreground text-xs">{countText}</p>
        </div>
        {isError ? (
          <p className="px-4 py-6 text-center text-muted-foreground text-sm">Could not load alerts</p>
        ) : count === 0 ? (
          <p className="px-4 py-6 text-center text-muted-foreground text-sm">No new alerts</p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto">
            {alerts.map((alert) => (
              <li key={alert.id}>
                <Link
                  href={paths.compliance}
                  onClick={() => setOpen(false)}
                  className="block space-y-1 px-4 py-3 outline-none hover:bg-muted focus-visible:bg-muted"
                >
                  <span className="block font-medium text-sm">{alert.title}</span>
                  <span className="flex items-center gap-2 text-muted-foreground text-xs">
                    <Badge variant={SEVERITY_BADGE[alert.severity] ?? 'gray'}>
                      {formatLabel(alert.severity)}
                    </Badge>
                    {formatDate(alert.dueDate, 'No due date')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t p-2">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link href={paths.compliance} onClick={() => setOpen(false)}>
              Go to Compliance
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
