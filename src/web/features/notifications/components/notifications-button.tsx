import { Bell, Bot } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { severityTone } from '../../../../domain/compliance/display.ts';
import type { NotificationItem } from '../../../../domain/compliance/notification-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useMarkNotificationsRead, useNotifications } from '../api.ts';

function countText(unread: number) {
  return `${unread} unread compliance alert${unread === 1 ? '' : 's'}`;
}

function AlertItem({
  alert,
  isNew,
  onOpen,
}: {
  alert: NotificationItem;
  isNew: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <Link
        href={paths.compliance}
        onClick={onOpen}
        className={cn(
          'block space-y-1 px-4 py-3 outline-none hover:bg-muted focus-visible:bg-muted',
          isNew && 'bg-primary-subtle/60',
        )}
      >
        <span className="flex items-start gap-2 font-medium text-sm">
          {isNew && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
          <span>
            {isNew && <span className="sr-only">New: </span>}
            {alert.title}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <Badge variant={severityTone(alert.severity)}>{formatLabel(alert.severity)}</Badge>
          {alert.automated && (
            <span className="inline-flex items-center gap-1">
              <Bot className="size-3" aria-hidden="true" />
              Automated
            </span>
          )}
          {formatDate(alert.dueDate, 'No due date')}
        </span>
      </Link>
    </li>
  );
}

/**
 * The header's bell (DESIGN §7): the number of open compliance alerts this user has not read, and a list of the
 * newest open alerts. Opening the list marks what it shows as read; those stay highlighted until it closes.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const { data, isError } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const headingId = useId();
  const countId = useId();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  // What was new when the list opened (or arrived while it is open), so it stays marked for this viewing.
  const seenNew = useRef(new Set<string>());
  const fresh = items.filter((item) => !item.read).map((item) => item.id);
  const freshKey = fresh.join(',');

  useEffect(() => {
    if (!open) {
      seenNew.current = new Set();
      return;
    }
    const ids = freshKey ? freshKey.split(',') : [];
    if (ids.length === 0) return;
    for (const id of ids) seenNew.current.add(id);
    markRead(ids);
  }, [open, freshKey, markRead]);

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
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-count"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-error px-1 font-semibold text-[10px] text-error-foreground leading-none"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
          <span id={countId} className="sr-only">
            {countText(unread)}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby={headingId}>
        <div className="border-b px-4 py-3">
          <p id={headingId} className="font-semibold text-sm">
            Compliance Alerts
          </p>
          <p className="text-muted-foreground text-xs">{countText(unread)}</p>
        </div>
        {isError ? (
          <p className="px-4 py-6 text-center text-muted-foreground text-sm">Could not load alerts</p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-muted-foreground text-sm">No open alerts</p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto" aria-label="Open compliance alerts">
            {items.map((alert) => (
              <AlertItem
                key={alert.id}
                alert={alert}
                isNew={!alert.read || seenNew.current.has(alert.id)}
                onOpen={() => setOpen(false)}
              />
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
