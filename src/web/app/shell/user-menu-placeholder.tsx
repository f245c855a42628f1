import { initials } from '../../../domain/user/initials.ts';
import type { User } from '../../../domain/user/user.ts';

/** The user menu's avatar, drawn while the menu's code loads, so the header does not shift. */
export function UserMenuPlaceholder({ user }: { user: User }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 items-center justify-center rounded-full bg-primary-subtle font-medium text-primary-ink text-xs"
    >
      {initials(user)}
    </span>
  );
}
