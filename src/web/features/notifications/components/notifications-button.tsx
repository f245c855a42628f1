import { Bell, Bot } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { severityTone } from '../../../../domain/compliance/display.ts';
import type { NotificationItem } from '../../../../domain/compliance/notification-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import {
  useAccountNotices,
  useMarkNoticesRead,
  useMarkNotificationsRead,
  useNotifications,
} from '../api/index.ts';
import { AccountNotices } from './account-notices.tsx';

const plural = (n: number) => (n === 1 ? '' : 's');

function countText(unread: number) {
  return `${unread} unread compliance alert${plural(unread)}`;
}

/** What the bell shows: the count itself up to 99, then "99+". */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell's accessible name holds the number it shows (WCAG 2.5.3 Label in Name), so a speech user can say
 * "click Notifications 3".
 */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications ${badgeText(unread)} unread` : 'Notifications';
}

/** The list's heading line: the marked (new) alerts it shows, and any unread ones beyond the list. */
export function listCountText(marked: number, unread: number): string {
  const beyond = unread - marked;
  const shown = `${marked} unread compliance alert${plural(marked)}`;
  return beyond > 0 ? `${shown} shown, ${beyond} more in Compliance` : shown;
}

function noticeText(unread: number) {
  return unread > 0 ? `, ${unread} unread account notice${unread === 1 ? '' : 's'}` : '';
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
 * The header's bell (docs/product-rules.md, "Live updates, jobs and scale-out"): the number of open compliance alerts this user has not read, and a list of the
 * newest open alerts, the unread ones marked. Closing the list marks what it showed as read.
 */
export function NotificationsButton({ complianceOn = true }: { complianceOn?: boolean }) {
  const [open, setOpen] = useState(false);
  const { data: compliance, isError } = useNotifications(complianceOn);
  const { data: notices } = useAccountNotices();
  const { mutate: markRead } = useMarkNotificationsRead();
  const { mutate: markNoticesRead } = useMarkNoticesRead();
  const headingId = useId();
  const countId = useId();
  const data = complianceOn ? compliance : { unread: 0, items: [] };
  const noticesUnread = notices?.unread ?? 0;
  const complianceUnread = data?.unread ?? 0;
  const unread = complianceUnread + noticesUnread;
  const items = data?.items ?? [];
  // Alerts stay unread (and marked) while the list is open, so its count and its dots always agree; what the
  // list shows as unread when it closes (arrivals included) is then marked read.
  const fresh = items.filter((item) => !item.read).map((item) => item.id);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next && fresh.length > 0) markRead(fresh);
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={bellLabel(unread)}
          aria-describedby={countId}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notifications-count"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-error px-1 font-semibold text-[10px] text-error-foreground leading-none"
            >
              {badgeText(unread)}
            </span>
          )}
          <span id={countId} className="sr-only">
            {countText(complianceUnread)}
            {noticeText(noticesUnread)}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0" aria-labelledby={headingId}>
        <AccountNotices items={notices?.items ?? []} open={open} onSeen={markNoticesRead} />
        <div className="border-b px-4 py-3">
          <p id={headingId} className="font-semibold text-sm">
            Compliance Alerts
          </p>
          <p className="text-muted-foreground text-xs" data-testid="notifications-list-count">
            {listCountText(fresh.length, complianceUnread)}
          </p>
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
                isNew={!alert.read}
                onOpen={() => onOpenChange(false)}
              />
            ))}
          </ul>
        )}
        <div className="border-t p-2">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link href={paths.compliance} onClick={() => onOpenChange(false)}>
              Go to Compliance
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
