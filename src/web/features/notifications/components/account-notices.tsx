import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import type { AccountNotice } from '../../../../domain/account/notice-schema.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The user's own notices at the top of the bell's list; opening the list marks them read. */
export function AccountNotices({
  items,
  open,
  onSeen,
}: {
  items: AccountNotice[];
  open: boolean;
  onSeen: (ids: string[]) => void;
}) {
  const unreadKey = items
    .filter((item) => !item.read)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (open && unreadKey) onSeen(unreadKey.split(','));
  }, [open, unreadKey, onSeen]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="account-notices-title" className="border-b">
      <h2 id="account-notices-title" className="px-4 pt-3 font-semibold text-sm">
        Your Account
      </h2>
      {/* WCAG 2.1.1: a list that scrolls and holds no link must take focus itself, or a keyboard cannot scroll it. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable).
        tabIndex={0}
        className="max-h-48 divide-y overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Account notices"
      >
        {items.map((item) => (
          <li key={item.id} className="space-y-1 px-4 py-3">
            <p className="flex items-start gap-2 font-medium text-sm">
              <ShieldAlert className="mt-0.5 size-4 shrink-0 text-warning-ink" aria-hidden="true" />
              <span>
                {!item.read && <span className="sr-only">New: </span>}
                {item.title}
              </span>
            </p>
            <p className="text-muted-foreground text-xs">{item.body}</p>
            <p className="text-muted-foreground text-xs">{formatDateTime(item.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
